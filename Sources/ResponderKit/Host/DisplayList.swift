import Foundation

/// What to draw, back to front: a host's view of the screen (Embedding §22.2).
///
/// ```
///  Window ──▶ update(from:) ──▶ [DisplayItem] ──▶ the host's renderer
///               │ lays out first (layoutIfNeeded)
///               │ skips hidden and fully transparent subtrees
///               └ each view: bounds, transform to the window, clip, combined alpha
/// ```
///
/// A list is built again in place, reusing its storage, so that a host keeping one list and
/// updating it each frame allocates nothing in steady state. ``isCurrent`` tells whether anything
/// drawn changed since the list was built, the redraw signal: a host draws only when it is
/// `false` (or when its own content changed).
///
/// Siblings are drawn in subview order unless their layers' `zPosition`s say otherwise (higher in
/// front), as Core Animation draws them; hit-testing ignores `zPosition` (Hit-testing §2.1).
public struct DisplayList: RandomAccessCollection {
  /// The items, back to front.
  public internal(set) var items: [DisplayItem] = []
  /// The change count when the list was last built (``currentGeneration``); 0 before.
  public private(set) var generation: UInt64 = 0

  /// Creates an empty list, built from nothing yet.
  public init() {}

  /// The index of the backmost item: 0.
  public var startIndex: Int { items.startIndex }
  /// One past the frontmost item.
  public var endIndex: Int { items.endIndex }
  /// The item at `position`, back to front.
  public subscript(position: Int) -> DisplayItem { items[position] }

  // MARK: The redraw signal

  /// The number of changes to anything drawn so far, in the whole process: geometry, visibility,
  /// opacity, colours, hierarchy, windows, controls' states and values, text, images, and
  /// ``View/setNeedsDisplay()``.
  @MainActor public static var currentGeneration: UInt64 { changeCount }
  @MainActor @exclusivity(unchecked) private static var changeCount: UInt64 = 1

  /// Counts a change to something drawn.
  @MainActor @inline(__always)
  static func noteChange() {
    changeCount &+= 1
  }

  /// Whether nothing drawn changed since the list was built: `false` is the host's cue to update
  /// the list and draw.
  @MainActor public var isCurrent: Bool { generation == Self.changeCount }

  // MARK: Building

  /// Builds the list of `window`, in the window's coordinates, after laying it out: the window and
  /// its visible subtree, back to front. A hidden window gives an empty list, as it shows nothing.
  ///
  /// - Complexity: O(*n*) in the views of the window's visible subtree (more where siblings have
  ///   different `zPosition`s: O(*k*²) in such a view's *k* subviews).
  @MainActor public mutating func update(from window: Window) {
    window.runPendingLayout()
    items.removeAll(keepingCapacity: true)
    let bounds = window.layerBounds
    appendSubtree(of: window, mapping: .identity, clip: bounds, alpha: 1, depth: 0)
    generation = Self.changeCount
  }

  /// Builds the list of every window of `application`, back to front, in screen coordinates,
  /// after laying each out.
  ///
  /// - Complexity: O(*n*) in the views of the visible windows.
  @MainActor public mutating func update(from application: Application) {
    items.removeAll(keepingCapacity: true)
    let windows = application.windowsFrontToBack
    var index = windows.count - 1
    while index >= 0 {
      let window = windows[index]
      window.runPendingLayout()
      let toScreen = window.transformToSuperview
      let clip = window.layerBounds.applying(toScreen)
      appendSubtree(of: window, mapping: toScreen, clip: clip, alpha: 1, depth: 0)
      index -= 1
    }
    generation = Self.changeCount
  }
}
