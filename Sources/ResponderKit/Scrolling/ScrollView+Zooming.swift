import Foundation

extension ScrollView {
  /// Zooms the delegate's zoom view to `scale`, clamped to the zoom range.
  public func setZoomScale(_ scale: CGFloat, animated: Bool = false) {
    guard let view = delegate?.viewForZooming(in: self) else { return }
    if zoomScale == 1 { unzoomedContentSize = contentSize }
    let clampedScale = min(max(scale, minimumZoomScale), maximumZoomScale)
    guard clampedScale != zoomScale else { return }
    zoomScale = clampedScale
    view.transform = CGAffineTransform(scaleX: clampedScale, y: clampedScale)
    let size = view.bounds.size
    view.center = CGPoint(x: size.width * clampedScale / 2, y: size.height * clampedScale / 2)
    contentSize = CGSize(width: size.width * clampedScale, height: size.height * clampedScale)
    delegate?.scrollViewDidZoom(self)
  }

  /// Adds the pinch recognizer when the zoom range allows zooming, removes it when not (§10). The
  /// delegate's view for zooming is asked when a pinch starts, not here: a delegate set before
  /// its content view exists still zooms it (lyft/Hammer's own scroll view zoom test, which runs
  /// against Apple's UIKit).
  func configureZooming() {
    let zooms = minimumZoomScale != maximumZoomScale
    if zooms, pinchGestureRecognizer == nil {
      let pinch = ZoomPinchGestureRecognizer()
      pinch.scrollView = self
      pinch.name = "zoom"
      pinch.addHandler { [weak self] recognizer in
        guard let self, let pinch = recognizer as? PinchGestureRecognizer else { return }
        let zoomed = delegate?.viewForZooming(in: self)
        let state = pinch.machine.state
        if state == .began {
          zoomStartScale = zoomScale
          delegate?.scrollViewWillBeginZooming(self, with: zoomed)
        }
        if state.isActive || state == .ended {
          setZoomScale(zoomStartScale * pinch.scale)
        }
        if state == .ended || state == .cancelled {
          delegate?.scrollViewDidEndZooming(self, with: zoomed, atScale: zoomScale)
        }
      }
      addGestureRecognizer(pinch)
      pinchGestureRecognizer = pinch
    } else if !zooms, let pinch = pinchGestureRecognizer {
      removeGestureRecognizer(pinch)
      pinchGestureRecognizer = nil
    }
  }
}

/// The scroll view's pinch: it fails at touch-down when the delegate has no view to zoom then, so
/// it takes no touches from anyone else (§10).
@MainActor
final class ZoomPinchGestureRecognizer: PinchGestureRecognizer {
  @exclusivity(unchecked) weak var scrollView: ScrollView?

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard let scrollView, scrollView.delegate?.viewForZooming(in: scrollView) != nil else {
      return fail(.setBySubclass)
    }
    super.touchesBegan(touches, with: event)
  }
}
