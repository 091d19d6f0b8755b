import Foundation
import ResponderKit

/// Writes one line about something the engine did straight to standard output (no buffering),
/// for CI to check.
func log(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The colours the screen shows, each an exact 8-bit value so that a screenshot can be checked.
enum Palette {
  /// The window behind everything: #333366.
  static let background = Color(red: 0.2, green: 0.2, blue: 0.4, alpha: 1)
  /// The list's background: #003333.
  static let list = Color(red: 0, green: 0.2, blue: 0.2, alpha: 1)
  /// Even buttons: #FFCC00; odd ones: #00CCFF.
  static let buttons = [
    Color(red: 1, green: 0.8, blue: 0, alpha: 1), Color(red: 0, green: 0.8, blue: 1, alpha: 1),
  ]
  /// The switch off: #999999; on: #00FF00.
  static let switchOff = Color(white: 0.6, alpha: 1)
  /// The switch on: #00FF00.
  static let switchOn = Color(red: 0, green: 1, blue: 0, alpha: 1)
  /// The draggable square: #FF6600.
  static let square = Color(red: 1, green: 0.4, blue: 0, alpha: 1)
  /// The double-tap view's two colours: #FF00FF, then #FFFFFF.
  static let doubleTap = [Color(red: 1, green: 0, blue: 1, alpha: 1), Color.white]
  /// The hover view: #9900FF.
  static let hover = Color(red: 0.6, green: 0, blue: 1, alpha: 1)
  /// The hover view while the pointer is over it: #FFFF00.
  static let hovered = Color(red: 1, green: 1, blue: 0, alpha: 1)
}

/// The example's screen: a 400×600 window with a scrolling list of 20 buttons on the left and, on
/// the right, a switch, a draggable square, a view that changes colour on a double tap and one
/// that lights up while the pointer hovers over it.
@MainActor
final class Screen: ScrollViewDelegate {
  /// The window, in ``Application/shared``.
  let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
  /// The list: 20 buttons 44 points tall, 60 apart.
  let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
  /// The switch.
  let toggle = Switch(frame: CGRect(x: 260, y: 30, width: 51, height: 31))
  /// The square a pan moves.
  let square = View(frame: CGRect(x: 260, y: 110, width: 80, height: 80))
  /// The view a double tap recolours.
  let doubleTapView = View(frame: CGRect(x: 220, y: 400, width: 160, height: 80))
  /// The view lit while hovered.
  let hoverView = View(frame: CGRect(x: 220, y: 500, width: 160, height: 80))

  /// Builds the views and their handlers, and shows the window.
  init() {
    window.backgroundColor = Palette.background
    list.backgroundColor = Palette.list
    list.contentSize = CGSize(width: 200, height: 20 * 60)
    list.delegate = self
    for index in 0..<20 {
      let button = Button(frame: CGRect(x: 10, y: CGFloat(index) * 60 + 8, width: 180, height: 44))
      button.title = "Button \(index)"
      button.backgroundColor = Palette.buttons[index % 2]
      button.addAction(Action { _ in log("tap button \(index)") }, for: .primaryActionTriggered)
      list.addSubview(button)
    }
    toggle.backgroundColor = Palette.switchOff
    toggle.addAction(
      Action { [unowned self] _ in
        toggle.backgroundColor = toggle.isOn ? Palette.switchOn : Palette.switchOff
        log("switch \(toggle.isOn ? "on" : "off")")
      }, for: .valueChanged)
    square.backgroundColor = Palette.square
    square.addGestureRecognizer(PanGestureRecognizer { [unowned self] in moveSquare($0) })
    doubleTapView.backgroundColor = Palette.doubleTap[0]
    let doubleTap = TapGestureRecognizer { [unowned self] in recolour($0) }
    doubleTap.numberOfTapsRequired = 2
    doubleTapView.addGestureRecognizer(doubleTap)
    hoverView.backgroundColor = Palette.hover
    hoverView.addGestureRecognizer(HoverGestureRecognizer { [unowned self] in hover($0) })
    for view in [list, toggle, square, doubleTapView, hoverView] { window.addSubview(view) }
    window.makeKeyAndVisible()
  }

  /// Moves the square by the pan's translation; logs where it lands.
  func moveSquare(_ recognizer: GestureRecognizer) {
    guard let pan = recognizer as? PanGestureRecognizer else { return }
    let translation = pan.translation(in: window)
    square.center.x += translation.x
    square.center.y += translation.y
    pan.setTranslation(.zero, in: window)
    if pan.state == .ended {
      log("drag square to (\(Int(square.center.x)), \(Int(square.center.y)))")
    }
  }

  /// Swaps the double-tap view's colour on a recognized double tap.
  func recolour(_ recognizer: GestureRecognizer) {
    guard recognizer.state == .ended else { return }
    let isFirst = doubleTapView.backgroundColor == Palette.doubleTap[0]
    doubleTapView.backgroundColor = Palette.doubleTap[isFirst ? 1 : 0]
    log("double tap")
  }

  /// Lights the hover view while the pointer is over it.
  func hover(_ recognizer: GestureRecognizer) {
    switch recognizer.state {
    case .began:
      hoverView.backgroundColor = Palette.hovered
      log("hover began")
    case .ended, .cancelled:
      hoverView.backgroundColor = Palette.hover
      log("hover ended")
    default: break
    }
  }

  /// Logs the start of a drag of the list.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log("list drag began") }

  /// Logs the end of a drag of the list, and whether it flings on.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    log("list drag ended at y=\(Int(scrollView.contentOffset.y)) decelerate=\(decelerate)")
  }

  /// Logs where a fling came to rest.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    log("scrolled to y=\(Int(scrollView.contentOffset.y)) after fling")
  }

  /// Logs scrolling that is neither a drag nor a fling: the mouse wheel.
  func scrollViewDidScroll(_ scrollView: ScrollView) {
    guard !scrollView.isDragging, !scrollView.isDecelerating else { return }
    log("scrolled to y=\(Int(scrollView.contentOffset.y))")
  }
}
