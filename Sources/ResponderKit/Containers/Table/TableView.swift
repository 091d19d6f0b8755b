import Foundation

/// A scroll view that shows rows in sections: UIKit's `UITableView` (<doc:Tables>).
///
/// A ``dataSource`` gives the sections, rows and cells; the ``delegate`` heights and answers about
/// highlight and selection. The table lays out only the rows in its bounds as cells, real subviews
/// with real frames, and hands cells that leave to its reuse queue (§17.2, §17.3). Touches on a cell go
/// up the responder chain to the table: it highlights the row when the touch reaches the content
/// (late, behind `delaysContentTouches`) and selects it on the lift; a touch that becomes a scroll
/// is cancelled and selects nothing (§17.4, §17.5).
@preconcurrency @MainActor
open class TableView: ScrollView {
  /// UIKit's `UITableView.automaticDimension`: a height the cell would give itself. The engine
  /// measures no cells, so a row of this height is ``defaultRowHeight`` tall (§17.3).
  nonisolated public static let automaticDimension: CGFloat = -1
  /// The height of a row whose height is automatic: 44 pt, UIKit's standard row (§17.3).
  nonisolated public static let defaultRowHeight: CGFloat = 44

  /// The table's style, fixed at creation.
  public let style: Style
  /// The object that gives the rows and cells. Held weakly, as in UIKit.
  open weak var dataSource: (any TableViewDataSource)? {
    didSet {
      needsReload = true
      setNeedsLayout()
    }
  }
  /// The height of every row the delegate does not size. Default
  /// ``automaticDimension``, which is 44 pt here (§17.3).
  open var rowHeight: CGFloat = TableView.automaticDimension {
    didSet {
      needsReload = true
      setNeedsLayout()
    }
  }
  /// The estimated row height. Kept only: heights are known up front here (§17.3).
  open var estimatedRowHeight: CGFloat = TableView.automaticDimension
  /// The height of each section's header when the delegate gives none. Default 0 here: the engine
  /// draws no header views (§17.3).
  open var sectionHeaderHeight: CGFloat = 0 {
    didSet {
      needsReload = true
      setNeedsLayout()
    }
  }
  /// The height of each section's footer when the delegate gives none. Default 0 here (§17.3).
  open var sectionFooterHeight: CGFloat = 0 {
    didSet {
      needsReload = true
      setNeedsLayout()
    }
  }
  /// A view above the first section, as wide as the table, its height kept.
  open var tableHeaderView: View? {
    didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
  }
  /// A view below the last section, as wide as the table, its height kept.
  open var tableFooterView: View? {
    didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
  }
  /// Whether a touch may select a row. Default `true`; `false` also stops highlighting (§17.5).
  open var allowsSelection = true
  /// Whether touches select several rows, a second touch deselecting one. Default `false` (§17.5).
  open var allowsMultipleSelection = false
  /// Whether a touch may select a row while editing. Default `false` (§17.5).
  open var allowsSelectionDuringEditing = false
  /// Whether touches select several rows while editing. Default `false` (§17.5).
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether the table is in editing mode. Setting it calls ``setEditing(_:animated:)``.
  open var isEditing: Bool {
    get { editingState }
    set { setEditing(newValue, animated: false) }
  }

  @exclusivity(unchecked) var editingState = false
  /// The row geometry, rebuilt by ``reloadData()``.
  @exclusivity(unchecked) var geometry = TableRowGeometry()
  @exclusivity(unchecked) var needsReload = true
  /// The cells on screen, in row order, for the rows ``visibleRange`` of the flat row list.
  @exclusivity(unchecked) var visible: [TableViewCell] = []
  /// The flat indices of the rows that have cells.
  @exclusivity(unchecked) var visibleRange: Range<Int> = 0..<0
  /// Scratch storage for the next ``visible``, kept so that tiling allocates nothing.
  @exclusivity(unchecked) var tilingScratch: [TableViewCell] = []
  /// Cells waiting to be dequeued, by reuse identifier.
  @exclusivity(unchecked) var reuseQueues = ReusePool<TableViewCell>()
  /// The classes registered for reuse identifiers.
  var registeredClasses: [String: TableViewCell.Type] = [:]
  /// The selected rows, in the order they were selected.
  @exclusivity(unchecked) var selectedRows: [IndexPath] = []
  /// The touch the table follows for highlight and selection, and the row under its touch-down.
  @exclusivity(unchecked) var pressedTouch: Touch?
  @exclusivity(unchecked) var pressedRow: IndexPath?
  @exclusivity(unchecked) var isPressHighlighted = false
  @exclusivity(unchecked) weak var tableDelegate: (any TableViewDelegate)?
  /// The row swiped open, or being swiped (§17.7).
  var swipe: TableSwipe?
  /// The private recognizer behind swipe actions (§17.7).
  let swipeRecognizer: TableSwipeRecognizer
  /// The row being dragged by its reorder control (§17.8).
  var reorder: TableReorder?
  /// The private recognizer behind the reorder control (§17.8).
  let reorderRecognizer: TableReorderRecognizer

  /// Creates a table of `style`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    swipeRecognizer = TableSwipeRecognizer(target: nil, action: nil)
    reorderRecognizer = TableReorderRecognizer(target: nil, action: nil)
    super.init(frame: frame)
    attachRecognizers()
  }

  /// Creates a plain table.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a plain table from an archive: a zero frame, as ``View/init(coder:)``.
  public required init?(coder: NSCoder) {
    style = .plain
    swipeRecognizer = TableSwipeRecognizer(target: nil, action: nil)
    reorderRecognizer = TableReorderRecognizer(target: nil, action: nil)
    super.init(coder: coder)
    attachRecognizers()
  }

  /// A table bounces vertically even when its rows are shorter than it, as in UIKit; its
  /// private recognizers join it.
  private func attachRecognizers() {
    alwaysBounceVertical = true
    swipeRecognizer.table = self
    addGestureRecognizer(swipeRecognizer)
    reorderRecognizer.table = self
    addGestureRecognizer(reorderRecognizer)
  }

  /// The delegate: a ``TableViewDelegate`` for the table's messages, any ``ScrollViewDelegate``
  /// for scrolling alone. Held weakly.
  open override weak var delegate: (any ScrollViewDelegate)? {
    didSet { tableDelegate = delegate as? any TableViewDelegate }
  }

  /// The bounds; a change of origin (a scroll) or size lays the visible rows out again.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      super.bounds = newValue
      if old != newValue, !needsReload { tileRows(force: old.width != newValue.width) }
    }
  }

  /// Asks the data source for everything again: the sections, rows and heights, then the cells
  /// of the visible rows. The cells on screen go back to the reuse queue first, and the
  /// selection is cleared, as in UIKit (§17.3, §17.5).
  ///
  /// - Complexity: O(*n*) in the number of rows, asking the delegate each row's height.
  open func reloadData() {
    reloadRows()
  }

  /// Loads the data on the first pass, then places the visible rows.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsReload {
      reloadData()
    } else {
      tileRows(force: false)
    }
  }

  /// Enters or leaves editing mode; the visible cells follow. Leaving ends any selection made
  /// during editing only when selection is not allowed outside it, as in UIKit.
  open func setEditing(_ editing: Bool, animated: Bool) {
    editingState = editing
    for cell in visible { cell.setEditing(editing, animated: animated) }
  }

  // The table takes the touches its cells pass up the chain (§17.4, §17.5): see TableView+Touches.

  /// Highlights the row under the touch, when the touch reaches the content (§17.4).
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    beginPress(touches)
  }
  /// Keeps the press; the table does not forward touches.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
  /// Selects the pressed row if the touch lifts inside it (§17.5).
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    endPress(touches, cancelled: false)
  }
  /// Unhighlights the pressed row; nothing is selected (§17.5).
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    endPress(touches, cancelled: true)
  }

  private func replaceAccessoryView(_ old: View?, with new: View?) {
    if let old, old !== new, old.superview === self { old.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
    needsReload = true
    setNeedsLayout()
  }
}
