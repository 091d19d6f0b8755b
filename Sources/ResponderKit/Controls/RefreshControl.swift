import Foundation

/// A control that starts a refresh of a scroll view's content when the user pulls the content
/// down past its top: UIKit's `UIRefreshControl` (§20.1).
///
/// Give it to a scroll view as its ``ScrollView/refreshControl``: it becomes a subview sitting
/// just above the content, at negative y, the scroll view's width and ``height`` tall. While the
/// user drags the content down past its top, the control sends ``ControlEvents/valueChanged``
/// once the content shows ``triggerDistance`` past the top, with the finger still down, and
/// ``isRefreshing`` turns `true`. On release the content rests with the control in view (the
/// ``ScrollView/adjustedContentInset`` top grown by ``height``) until ``endRefreshing()`` sends it
/// back. A pull while refreshing sends nothing.
@preconcurrency @MainActor
open class RefreshControl: Control {
  /// How far the content must show past its top, in points, while the finger is down, for a
  /// pull to start a refresh. ResponderKit's choice: UIKit's distance is private; observed pulls
  /// need the content well past the control's own height.
  nonisolated public static let triggerDistance: CGFloat = 100
  /// The control's height, which the content inset grows by while it refreshes in view, in
  /// points. ResponderKit's choice: UIKit sizes the control itself.
  nonisolated public static let height: CGFloat = 60

  /// Whether a refresh is in progress: set by a pull past ``triggerDistance`` or by
  /// ``beginRefreshing()``, cleared by ``endRefreshing()``.
  public private(set) var isRefreshing = false
  /// The title shown under the spinner; kept for app code and renderers (nothing is drawn).
  open var attributedTitle: NSAttributedString?
  /// Whether the scroll view keeps the control in view (its inset grown by ``height``).
  @exclusivity(unchecked) var holdsInset = false
  /// Whether the current drag has started a refresh already: one pull, one `valueChanged`.
  @exclusivity(unchecked) var pullTriggered = false

  /// Creates a refresh control ``height`` tall; the scroll view it is given to places it.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.height))
  }

  /// Creates a refresh control from an archive: ResponderKit has none, so an idle control.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The scroll view whose ``ScrollView/refreshControl`` this is.
  var owningScrollView: ScrollView? {
    guard let scrollView = superview as? ScrollView,
      scrollView.refreshControlStorage === self
    else { return nil }
    return scrollView
  }

  /// Tells the control that a refresh started outside a pull: it turns ``isRefreshing`` on and
  /// sends nothing, as documented for UIKit. The content is not moved: a control above the top
  /// stays out of sight until the user scrolls up to it, as in UIKit.
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    setHoldsInset(true)
  }

  /// Tells the control that the refresh ended: ``isRefreshing`` turns off, the inset goes back,
  /// and content resting on the control scrolls back to the top of the content, animated (unless
  /// a finger holds it: its release springs back). Does nothing when not refreshing.
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    setHoldsInset(false)
    guard let scrollView = owningScrollView, !scrollView.isDragging else { return }
    let top = scrollView.offsetRange.min.y
    if scrollView.contentOffset.y < top {
      scrollView.setContentOffset(
        CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
    }
  }

  /// Shows or stops showing the control in the inset, telling the scroll view its adjusted inset
  /// changed.
  func setHoldsInset(_ holds: Bool) {
    guard holds != holdsInset else { return }
    holdsInset = holds
    if let scrollView = owningScrollView {
      scrollView.adjustedContentInsetDidChange()
      scrollView.delegate?.scrollViewDidChangeAdjustedContentInset(scrollView)
    }
  }

  /// The pull followed the finger: starts a refresh when the content shows ``triggerDistance``
  /// past its top, at most once per drag, and not while refreshing.
  func scrollViewDidFollowPull(_ scrollView: ScrollView, began: Bool) {
    if began { pullTriggered = false }
    guard isEnabled, !isRefreshing, !pullTriggered else { return }
    let shown = -(scrollView.contentOffset.y + scrollView.contentInset.top)
    guard shown >= Self.triggerDistance else { return }
    pullTriggered = true
    isRefreshing = true
    sendActions(for: .valueChanged)
  }

  /// The finger lifted: a refreshing control stays in view, so the content settles on it.
  func scrollViewWillRelease(_ scrollView: ScrollView) {
    if isRefreshing { setHoldsInset(true) }
  }

  /// Takes no touches: a drag that starts on the control drags the content, as in UIKit.
  open override func point(inside point: CGPoint, with event: Event?) -> Bool { false }

  /// Places the control above the content, the scroll view's width.
  func place(in scrollView: ScrollView) {
    frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
  }
}
