import Foundation

/// A row of a ``TableView``: UIKit's `UITableViewCell` (<doc:Tables> §17.2).
///
/// Content goes in ``contentView``, which the cell keeps at its own bounds (less the accessory's
/// width). The cell takes no touches of its own: they go up the responder chain to the table,
/// which highlights and selects (§17.4, §17.5); a control in the content view keeps its touches.
/// ``setHighlighted(_:animated:)`` and ``setSelected(_:animated:)`` are where subclasses restyle.
///
/// `init(style:reuseIdentifier:)` is `required` here: a table makes cells of a registered class
/// with it, and Swift can only call an initializer through a class value when it is required
/// (UIKit goes through the Objective-C runtime). A subclass that overrides it writes
/// `required init(style:reuseIdentifier:)` where UIKit code writes `override init(...)`.
@preconcurrency @MainActor
open class TableViewCell: View {
  /// The width the accessory takes from the content view, in points. ResponderKit's choice (§17.2).
  nonisolated public static let accessoryWidth: CGFloat = 38
  /// The width of the reorder control at the trailing edge while editing, in points.
  /// ResponderKit's choice (§17.8): UIKit's control is about a row's height wide.
  nonisolated public static let reorderControlWidth: CGFloat = 44

  /// The identifier the cell is reused under, or `nil` for a cell that is never reused.
  open private(set) var reuseIdentifier: String?
  /// The cell's style: which of the standard labels it has.
  public let style: CellStyle
  /// The view that holds the cell's content; add subviews here.
  ///
  /// Made on first use, or when the table first displays the cell, and added then on top of the
  /// cell's subviews, as UIKit does since iOS 14 (§17.2): a view added to the cell itself before
  /// anything asked for the content view lies under it, and the content view takes its touches.
  ///
  /// Its class is UIKit's `UITableViewCellContentView`, under that name in
  /// `recursiveDescription()`, traces and responder chains (§17.2).
  public var contentView: View {
    if let contentViewStorage { return contentViewStorage }
    let view = TableViewCellContentView(frame: .zero)
    contentViewStorage = view
    addSubview(view)
    layoutContent()
    return view
  }
  /// The accessory drawn at the trailing edge. Kept for renderers; it narrows the content view.
  open var accessoryType = AccessoryType.none {
    didSet { layoutContent() }
  }
  /// A view at the trailing edge in place of the accessory type's: a switch, say. It is a subview
  /// of the cell, beside the content view, centred vertically 16 pt from the trailing edge.
  open var accessoryView: View? {
    didSet {
      if let oldValue, oldValue !== accessoryView, oldValue.superview === self {
        oldValue.removeFromSuperview()
      }
      if let accessoryView, accessoryView.superview !== self { addSubview(accessoryView) }
      layoutContent()
    }
  }
  /// How the cell looks when selected. Kept for renderers; `.none` does
  /// not stop the table from selecting the row, as in UIKit.
  open var selectionStyle = SelectionStyle.default
  /// Whether the cell shows a touch's highlight. Set through ``setHighlighted(_:animated:)``.
  open var isHighlighted: Bool {
    get { highlightedState }
    set { setHighlighted(newValue, animated: false) }
  }
  /// Whether the cell shows as selected. Set through ``setSelected(_:animated:)``.
  open var isSelected: Bool {
    get { selectedState }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the cell is in editing mode (the table's ``TableView/isEditing`` when shown).
  open var isEditing = false
  /// Whether the cell shows the reorder control while the table is editing, when the data source
  /// can move its row (§17.8). Default `false`.
  open var showsReorderControl = false

  @exclusivity(unchecked) var highlightedState = false
  /// How far a swipe has moved the content view sideways (§17.7).
  @exclusivity(unchecked) var swipeOffset: CGFloat = 0
  @exclusivity(unchecked) var selectedState = false
  private var contentViewStorage: View?
  private var textLabelStorage: Label?
  private var detailTextLabelStorage: Label?
  private var imageViewStorage: ImageView?

  /// Creates a cell of `style`, reused under `reuseIdentifier`.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  }

  /// Creates a default-style cell with no reuse identifier (`UITableViewCell(frame:)`, and
  /// `UITableViewCell()` through it): 320 × 44 pt, as a cell made by style is, unless `frame`
  /// has a size.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    if frame.size != .zero { self.frame = frame }
  }

  /// Creates a cell from an archive: a zero frame, the default style, no identifier.
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    super.init(coder: coder)
  }

  /// The primary label, made on first use in the content view; `nil` never, as every style has
  /// one (UIKit's type is optional all the same).
  open var textLabel: Label? {
    if let textLabelStorage { return textLabelStorage }
    let label = Label(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(label)
    textLabelStorage = label
    return label
  }

  /// The secondary label, made on first use; `nil` for the `.default` style, as in UIKit.
  open var detailTextLabel: Label? {
    guard style != .default else { return nil }
    if let detailTextLabelStorage { return detailTextLabelStorage }
    let label = Label(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    label.textAlignment = .right
    contentView.addSubview(label)
    detailTextLabelStorage = label
    return label
  }

  /// The image at the leading edge, made on first use.
  open var imageView: ImageView? {
    if let imageViewStorage { return imageViewStorage }
    let view = ImageView(frame: CGRect(x: 16, y: 0, width: 0, height: 0))
    contentView.addSubview(view)
    imageViewStorage = view
    return view
  }

  /// Shows or hides a touch's highlight. Override to restyle; call `super`.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    highlightedState = highlighted
  }

  /// Shows the cell as selected or not. Override to restyle; call `super`.
  open func setSelected(_ selected: Bool, animated: Bool) {
    selectedState = selected
  }

  /// Enters or leaves editing mode.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// Called just before the table hands the cell out again from its reuse queue: reset state
  /// that is not content. The default does nothing; the table resets highlight and selection.
  open func prepareForReuse() {}

  /// Keeps the content view at the bounds less the accessory.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContent()
  }

  /// Places ``contentView`` (the bounds less the accessory) and ``accessoryView``. Called by the
  /// table as it places the cell, so a cell is ready for hit-testing without a layout pass. It
  /// does not make the content view: that waits for first use or the table's display.
  final func layoutContent() {
    var frame = bounds
    frame.origin = CGPoint(x: swipeOffset, y: 0)
    if let accessoryView {
      // A view made without a size (a `Switch()`) takes the size it fits, as UIKit's would have.
      var size = accessoryView.frame.size
      if size == .zero { size = accessoryView.sizeThatFits(.zero) }
      let x = frame.width - 16 - size.width + swipeOffset
      let placed = CGRect(
        x: x, y: (frame.height - size.height) / 2, width: size.width, height: size.height)
      if accessoryView.frame != placed { accessoryView.frame = placed }
      frame.size.width = max(0, x - swipeOffset)
    } else if accessoryType != .none {
      frame.size.width = max(0, frame.width - Self.accessoryWidth)
    }
    if let contentViewStorage, contentViewStorage.frame != frame {
      contentViewStorage.frame = frame
    }
  }
}

/// A table cell's content view, as UIKit's `UITableViewCellContentView` (§17.2): a plain view
/// under UIKit's name.
final class TableViewCellContentView: View, UIKitPrivateView {
  static let uikitClassName = "UITableViewCellContentView"

  override var traceName: String { accessibilityIdentifier ?? Self.uikitClassName }
}
