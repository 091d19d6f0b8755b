import UIKit

/// A photo with a caption. Tapping the photo likes it, double-tapping zooms it (the single tap
/// waits for the double tap to fail); tapping the caption expands it.
class PhotoCardView: UIView {
  let imageView = UIImageView(image: UIImage(named: "photo"))
  let captionLabel = UILabel()
  private(set) var likes = 0
  private(set) var isZoomed = false
  private(set) var isCaptionExpanded = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.frame = CGRect(x: 0, y: 0, width: frame.width, height: frame.height - 40)
    imageView.contentMode = .scaleAspectFill
    imageView.isUserInteractionEnabled = true
    addSubview(imageView)

    captionLabel.frame = CGRect(x: 0, y: frame.height - 40, width: frame.width, height: 40)
    captionLabel.text = "Sunset"
    captionLabel.isUserInteractionEnabled = true
    addSubview(captionLabel)

    let doubleTap = UITapGestureRecognizer(target: self, action: PhotoCardView.photoDoubleTapped)
    doubleTap.numberOfTapsRequired = 2
    imageView.addGestureRecognizer(doubleTap)

    let singleTap = UITapGestureRecognizer(target: self, action: PhotoCardView.photoTapped)
    singleTap.require(toFail: doubleTap)
    imageView.addGestureRecognizer(singleTap)

    let captionTap = UITapGestureRecognizer(target: self, action: PhotoCardView.captionTapped(_:))
    captionLabel.addGestureRecognizer(captionTap)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func photoTapped() {
    likes += 1
  }

  func photoDoubleTapped() {
    isZoomed.toggle()
  }

  func captionTapped(_ sender: UITapGestureRecognizer) {
    if sender.state == .ended {
      isCaptionExpanded.toggle()
    }
  }
}
