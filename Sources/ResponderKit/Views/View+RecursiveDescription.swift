import Foundation

extension View {
  /// The view and its subtree in the format of UIKit's `recursiveDescription()`: one line per
  /// view, depth first, each subview indented by `   | ` under its superview:
  ///
  /// ```
  /// <UIWindow: 0x600001a2c0f0; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600001a2c100>>
  ///    | <UIButton: 0x600001a2c3c0; frame = (20 100; 120 44); layer = <CALayer: 0x600001a2c3d0>>
  /// ```
  ///
  /// Each line names the class (ResponderKit's classes by their UIKit names, `Button` as
  /// `UIButton`; other classes by their Swift name, `MyApp.CardView`) and an address (the
  /// object's identity, stable while it lives), then what UIKit prints: `frame` (the bounding box
  /// of the transformed bounds), `clipsToBounds = YES`, `hidden = YES`, `transform = [a, b, c, d,
  /// tx, ty]`, `alpha`, `userInteractionEnabled = NO`, `tag`, a label's `text`, the presence of
  /// `gestureRecognizers`, the `layer`, and a scroll view's `contentOffset`, `contentSize` and
  /// `adjustedContentInset`. Each is printed only when it differs from UIKit's default, as UIKit
  /// does. `responderkit explain` reads this text back as a screen.
  ///
  /// - Complexity: O(*n*) for the *n* views of the subtree.
  public func recursiveDescription() -> String {
    var lines: [String] = []
    var stack: [(view: View, depth: Int)] = [(self, 0)]
    while let next = stack.popLast() {
      let (view, depth) = next
      lines.append(String(repeating: "   | ", count: depth) + view.dumpDescription)
      for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
    }
    return lines.joined(separator: "\n")
  }

  /// The class name a dump prints: UIKit's for ResponderKit's own classes (`UIView`,
  /// `UIButton`, …; a `UIKitPrivateView` its UIKit class, `_UIQueuingScrollView`), the
  /// module-qualified Swift name for others.
  ///
  /// - Complexity: O(*n*) in the name's length.
  var dumpClassName: String {
    if let named = self as? any UIKitPrivateView { return type(of: named).uikitClassName }
    let name = String(reflecting: type(of: self))
    let module = "ResponderKit."
    guard name.hasPrefix(module) else { return name }
    let short = name.dropFirst(module.count)
    return "UI" + (short.split(separator: ".").last.map(String.init) ?? String(short))
  }

  /// This view's line of ``recursiveDescription()``, without indentation.
  ///
  /// - Complexity: O(*t*) in its text's length.
  var dumpDescription: String {
    let address = UInt(bitPattern: ObjectIdentifier(self))
    func hex(_ value: UInt) -> String { "0x" + String(value, radix: 16) }
    func number(_ value: CGFloat) -> String {
      let value = Double(value)
      if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
      return "\(value)"
    }
    let frame = self.frame
    var parts = [
      "<\(dumpClassName): \(hex(address))",
      "frame = (\(number(frame.minX)) \(number(frame.minY)); \(number(frame.width)) \(number(frame.height)))",
    ]
    if clipsToBounds { parts.append("clipsToBounds = YES") }
    if isHidden { parts.append("hidden = YES") }
    let t = transform
    if !t.isIdentity {
      parts.append(
        "transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", "))]")
    }
    if alpha != 1 { parts.append("alpha = \(number(alpha))") }
    if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
    if tag != 0 { parts.append("tag = \(tag)") }
    if let label = self as? Label, let text = label.text { parts.append("text = '\(text)'") }
    if !(gestureRecognizers ?? []).isEmpty {
      parts.append("gestureRecognizers = <NSArray: \(hex(address &+ 0x20))>")
    }
    let layer = self is Window ? "UIWindowLayer" : "CALayer"
    parts.append("layer = <\(layer): \(hex(address &+ 0x10))>")
    if let scroll = self as? ScrollView {
      let offset = scroll.contentOffset
      let size = scroll.contentSize
      let inset = scroll.adjustedContentInset
      parts.append("contentOffset: {\(number(offset.x)), \(number(offset.y))}")
      parts.append("contentSize: {\(number(size.width)), \(number(size.height))}")
      parts.append(
        "adjustedContentInset: {\([inset.top, inset.left, inset.bottom, inset.right].map(number).joined(separator: ", "))}"
      )
    }
    return parts.joined(separator: "; ") + ">"
  }
}

/// A view standing for one of the views UIKit's containers make of private classes
/// (`UILayoutContainerView`, `UINavigationTransitionView`, `UIViewControllerWrapperView`,
/// `_UIPageViewControllerContentView`, `_UIQueuingScrollView`, `UITableViewCellContentView`):
/// `recursiveDescription()` prints `uikitClassName` for it, and its `traceName`
/// (unless it has an accessibility identifier) is the same name, so dumps, traces and responder
/// chains read as UIKit's do.
@MainActor
protocol UIKitPrivateView: View {
  /// The name of the UIKit class the view stands for.
  static var uikitClassName: String { get }
}
