import UIKit

// A grid of colour swatches the user reorders by pressing and holding one, then dragging it: the
// classic pattern of a long-press recognizer driving the collection view's interactive movement
// (`beginInteractiveMovementForItem(at:)`, `updateInteractiveMovementTargetPosition(_:)`,
// `endInteractiveMovement()`), with the model reordered in `collectionView(_:moveItemAt:to:)`.
// Edits from the UIKit original: `@objc` removed (once); `#selector(handleLongPress(_:))`
// written `ReorderableCollectionViewController.handleLongPress`; the cell's
// `override init(frame:)` written `required init(frame:)` (a collection view makes cells of a
// registered class through that initializer, which Swift can only call when it is required).
// `collectionView(_:canMoveItemAt:)` is the original's own: here it is needed, since Swift
// cannot tell that `collectionView(_:moveItemAt:to:)` is implemented.

final class SwatchCell: UICollectionViewCell {
  static let reuseIdentifier = "SwatchCell"
  let titleLabel = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .systemGray6
    contentView.layer.cornerRadius = 8
    titleLabel.frame = contentView.bounds
    titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    titleLabel.textAlignment = .center
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var isHighlighted: Bool {
    didSet { contentView.alpha = isHighlighted ? 0.6 : 1 }
  }

  override var isSelected: Bool {
    didSet { contentView.layer.borderWidth = isSelected ? 2 : 0 }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    titleLabel.text = nil
  }
}

final class ReorderableCollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  private(set) var swatches = (1...24).map { "Swatch \($0)" }
  private(set) var collectionView: UICollectionView!
  private(set) var longPress: UILongPressGestureRecognizer!
  private(set) var opened: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Swatches"
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
    view.addSubview(collectionView)

    longPress = UILongPressGestureRecognizer(
      target: self, action: ReorderableCollectionViewController.handleLongPress)
    collectionView.addGestureRecognizer(longPress)
  }

  func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
    switch gesture.state {
    case .began:
      guard
        let indexPath = collectionView.indexPathForItem(at: gesture.location(in: collectionView))
      else { break }
      collectionView.beginInteractiveMovementForItem(at: indexPath)
    case .changed:
      collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: gesture.view!))
    case .ended:
      collectionView.endInteractiveMovement()
    default:
      collectionView.cancelInteractiveMovement()
    }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    swatches.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: SwatchCell.reuseIdentifier, for: indexPath)
    if let swatch = cell as? SwatchCell {
      swatch.titleLabel.text = swatches[indexPath.item]
    }
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let swatch = swatches.remove(at: sourceIndexPath.item)
    swatches.insert(swatch, at: destinationIndexPath.item)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let width = (collectionView.bounds.width - 40) / 3
    return CGSize(width: width, height: width)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    opened.append(swatches[indexPath.item])
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
