import CoreGraphics
import UIKit

/// A screen written as an iOS app writes it: a like button that counts its taps and a card whose
/// background colour a test sets.
public final class LikeViewController: UIViewController {
  /// The button whose taps are counted.
  public let likeButton = UIButton(type: .system)
  /// The card under the button.
  public let card = UIView()
  /// How many times the button was tapped.
  public private(set) var likes = 0

  public override func viewDidLoad() {
    super.viewDidLoad()
    card.frame = CGRect(x: 0, y: 80, width: view.bounds.width, height: 200)
    card.layer.borderColor = UIColor.gray.cgColor
    view.addSubview(card)
    likeButton.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
    likeButton.setTitle("Like", for: .normal)
    likeButton.accessibilityIdentifier = "like"
    likeButton.addTarget(self, action: LikeViewController.like, for: .touchUpInside)
    card.addSubview(likeButton)
  }

  func like() {
    likes += 1
  }
}

#if canImport(UIKit)
  /// Whether this module was compiled with `canImport(UIKit)` true, as it is on iOS: it was.
  public let screenCodeSeesUIKit = true
#else
  /// Whether this module was compiled with `canImport(UIKit)` true, as it is on iOS: it was not.
  public let screenCodeSeesUIKit = false
#endif
