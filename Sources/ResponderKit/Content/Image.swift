import Foundation

/// An image as an inert value: UIKit's `UIImage` reduced to a name and a size, since ResponderKit
/// draws nothing. Image views and buttons keep it so ported code that sets images compiles and
/// keeps its meaning for traces.
public final class Image: Sendable, CustomStringConvertible {
  /// The name it was created with, if any.
  public let name: String?
  /// The size in points.
  public let size: CGSize

  /// An image from the app's assets. There are no assets here: it always succeeds, zero-sized.
  public init?(named name: String) {
    self.name = name
    size = .zero
  }

  /// A system symbol image; always succeeds, zero-sized.
  public init?(systemName name: String) {
    self.name = name
    size = .zero
  }

  /// An image of a given size, with no name.
  public init(size: CGSize) {
    name = nil
    self.size = size
  }

  /// The name, or the size for an unnamed image.
  public var description: String { name ?? "image \(size.width) x \(size.height)" }
}
