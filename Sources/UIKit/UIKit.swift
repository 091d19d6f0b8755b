// `import UIKit` on platforms without a system UIKit: ResponderKit's compatibility module under
// UIKit's name, so a UIKit file's import line needs no edit and code behind `#if canImport(UIKit)`
// is compiled. It gives UIKit's names only (see ResponderKitUIKit).

@_exported import ResponderKitUIKit
