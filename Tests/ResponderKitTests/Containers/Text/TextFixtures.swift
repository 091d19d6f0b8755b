import Foundation
import ResponderKit
import ResponderKitDemos

/// A text field's delegate that logs every message and answers as told.
@MainActor
final class FieldDelegateLog: TextFieldDelegate {
  var entries: [String] = []
  var shouldBegin = true
  var shouldEnd = true
  var shouldReturn = true
  var shouldClear = true
  /// The longest text the field may hold; `nil` for no limit.
  var maximumLength: Int?

  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    entries.append("shouldBegin")
    return shouldBegin
  }
  func textFieldDidBeginEditing(_ textField: TextField) { entries.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
    entries.append("shouldEnd")
    return shouldEnd
  }
  func textFieldDidEndEditing(_ textField: TextField) { entries.append("didEnd") }
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    entries.append("change \(range.location),\(range.length) \(string.debugDescription)")
    guard let maximumLength else { return true }
    let current = textField.text ?? ""
    return current.utf16.count - range.length + string.utf16.count <= maximumLength
  }
  func textFieldShouldClear(_ textField: TextField) -> Bool {
    entries.append("shouldClear")
    return shouldClear
  }
  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    entries.append("shouldReturn")
    return shouldReturn
  }
}

/// Logs the editing and touch control events of a control by name.
@MainActor
func logEditingEvents(
  of control: Control, includingExit: Bool = true, into log: @escaping @MainActor (String) -> Void
) {
  var events: [(ControlEvents, String)] = [
    (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.touchCancel, "touchCancel"),
    (.valueChanged, "valueChanged"), (.editingDidBegin, "editingDidBegin"),
    (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
  ]
  if includingExit { events.append((.editingDidEndOnExit, "editingDidEndOnExit")) }
  for (event, name) in events {
    control.addAction(Action { _ in log(name) }, for: event)
  }
}

extension DemoScene {
  /// Types `text` key by key (`"\r"` is Return, `"\u{8}"` Delete), 0.1 s apart.
  func type(_ text: String) throws {
    var script = TouchScript(startingAt: application.clock.now + 0.1)
    for character in text {
      script.key(String(character))
      script.wait(0.05)
    }
    try application.play(script)
  }

  /// Plays the script `build` writes, from 0.5 s after the clock's present time (past any tap
  /// window of an earlier script).
  func play(_ build: (inout TouchScript) -> Void) throws {
    var script = TouchScript(startingAt: application.clock.now + 0.5)
    build(&script)
    try application.play(script)
  }
}
