import Foundation

/// A scroll view that shows items placed by a layout: UIKit's `UICollectionView`
/// (<doc:Collections>).
///
/// A ``dataSource`` gives the sections, items and cells; the ``collectionViewLayout`` (usually a
/// ``CollectionViewFlowLayout``) places them; the ``delegate`` answers about highlight, selection
/// and movement. Only the items in the bounds have cells, real subviews with real frames, and
/// cells that leave go to the reuse queue (§19.1–§19.3). Touches on a cell go up the responder
/// chain to the collection view: it highlights the item when the touch reaches the content (late,
/// behind `delaysContentTouches`) and selects it on the lift (§19.4, §19.5). An app's own
/// recognizer can move an item with ``beginInteractiveMovementForItem(at:)`` (§19.6).
@preconcurrency @MainActor
open class CollectionView: ScrollView {
  /// The layout that places the items. Setting it lays the items out again at once.
  open var collectionViewLayout: CollectionViewLayout {
    didSet {
      if oldValue !== collectionViewLayout, oldValue.collectionView === self {
        oldValue.collectionView = nil
      }
      collectionViewLayout.collectionView = self
      layoutIsStale = true
      setNeedsLayout()
    }
  }
  /// The object that gives the items and cells. Held weakly, as in UIKit.
  open weak var dataSource: (any CollectionViewDataSource)? {
    didSet {
      needsReload = true
      setNeedsLayout()
    }
  }
  /// Whether a touch may select an item. Default `true`; `false` also stops highlighting (§19.5).
  open var allowsSelection = true
  /// Whether touches select several items, a second touch deselecting one. Default `false`
  /// (§19.5).
  open var allowsMultipleSelection = false

  @exclusivity(unchecked) var needsReload = true
  /// Whether the layout must be prepared again before it is asked anything.
  @exclusivity(unchecked) var layoutIsStale = true
  /// The number of items in each section, as the data source last said.
  @exclusivity(unchecked) var itemCounts: [Int] = []
  /// The number of items in each section as laid out: ``itemCounts`` with a moving item in the
  /// section it is over (§19.6).
  @exclusivity(unchecked) var layoutItemCounts: [Int] = []
  /// The cells on screen, by the index path of the place they are laid out at.
  @exclusivity(unchecked) var visible: [IndexPath: CollectionViewCell] = [:]
  /// Cells waiting to be dequeued, by reuse identifier.
  @exclusivity(unchecked) var reuseQueues = ReusePool<CollectionViewCell>()
  /// The classes registered for reuse identifiers.
  var registeredClasses: [String: CollectionViewCell.Type] = [:]
  /// The selected items, in the order they were selected.
  @exclusivity(unchecked) var selectedItems: [IndexPath] = []
  /// The touch the collection view follows for highlight and selection, and its item.
  @exclusivity(unchecked) var pressedTouch: Touch?
  @exclusivity(unchecked) var pressedItem: IndexPath?
  @exclusivity(unchecked) var isPressHighlighted = false
  @exclusivity(unchecked) weak var collectionDelegate: (any CollectionViewDelegate)?
  /// The item being moved interactively (§19.6).
  @exclusivity(unchecked) var movement: CollectionMovement?

  /// Creates a collection view whose items `layout` places. UIKit's exact signature.
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Creates a collection view from an archive: a zero frame and a flow layout.
  public required init?(coder: NSCoder) {
    collectionViewLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// The delegate: a ``CollectionViewDelegate`` for the collection view's messages (a
  /// ``CollectionViewDelegateFlowLayout`` for a flow layout's questions too), any
  /// ``ScrollViewDelegate`` for scrolling alone. Held weakly.
  open override weak var delegate: (any ScrollViewDelegate)? {
    didSet {
      collectionDelegate = delegate as? any CollectionViewDelegate
      layoutIsStale = true
      setNeedsLayout()
    }
  }

  /// The bounds; a scroll lays the visible items out again, and a change of size the layout
  /// asks for prepares it again.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      guard old != newValue else { return }
      if !needsReload, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
        layoutIsStale = true
      }
      super.bounds = newValue
      guard !needsReload else { return }
      if layoutIsStale { prepareLayout() }
      tileItems(force: false)
    }
  }

  /// Asks the data source for everything again: the sections and items, then the cells of the
  /// visible items. The cells on screen go back to the reuse queue and the selection is cleared
  /// (§19.3).
  ///
  /// - Complexity: O(*n*) in the number of items: the layout is prepared again.
  open func reloadData() {
    reloadItems()
  }

  /// Loads the data on the first pass, then places the visible items.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsReload {
      reloadData()
    } else {
      if layoutIsStale { prepareLayout() }
      tileItems(force: false)
    }
  }

  // The collection view takes the touches its cells pass up the chain: see +Touches.

  /// Highlights the item under the touch, when the touch reaches the content (§19.4).
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    beginPress(touches)
  }
  /// Keeps the press; the collection view does not forward touches.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
  /// Selects the pressed item if the touch lifts inside it (§19.5).
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    endPress(touches, cancelled: false)
  }
  /// Unhighlights the pressed item; nothing is selected (§19.5).
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    endPress(touches, cancelled: true)
  }
}
