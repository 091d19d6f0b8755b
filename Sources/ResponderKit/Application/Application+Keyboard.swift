import Foundation

/// Hardware keys: presses, key commands and text input.
///
/// ```
///  KeySample ──▶ Application.send(_:) ──▶ validator ──▶ queue ──▶ dispatchKey
///                                                                      │ down
///       key command matched along first responder ─▶ … ─▶ window ─▶ app│
///       ├─ performed by target(forAction:withSender:) ─▶ press taken   │
///       └─ else text input (first responder is KeyInput) ──▶ presses ──┘
///             Window.sendEvent(_:) ─▶ first responder's pressesBegan ─▶ next ─▶ …
/// ```
extension Application {
  /// Feeds one raw key sample from a keyboard backend. A key going down first looks for a key
  /// command along the responder chain from the key window's first responder; a command that a
  /// responder performs takes the key's press. Otherwise a text-input first responder
  /// (``KeyInput``) takes typing keys, and the press goes to `pressesBegan` of the first responder
  /// (or the key window) and on up the chain; its end goes where its beginning went.
  ///
  /// A sample that breaks the rules (an up for a key not down, a second down without
  /// `isRepeat`, time running backwards) is refused with a ``KeyInputError``.
  public func send(_ key: KeySample) throws(KeyInputError) {
    try admit { () throws(KeyInputError) in try validator.validate(key) }
    inputQueue.append(.key(key))
    drainQueue()
  }

  /// The presses of keyboard keys that are down, in no particular order.
  public var keyboardPressesDown: [Press] { Array(keyPresses.values) }

  /// Handles a validated key sample, now due.
  func dispatchKey(_ sample: KeySample) {
    clock.advance(to: sample.timestamp)
    tracer?.record(.eventDispatched(type: .presses, timestamp: sample.timestamp))
    let code = sample.keyCode.rawValue
    switch sample.phase {
    case .down where sample.isRepeat:
      guard let press = keyPresses[code], let key = press.key else { return }
      TraceRecorder.current?.record(.keyInput(key: key.description, phase: "repeat"))
      press.timestamp = sample.timestamp
      _ = handleKeyInput(key)
    case .down:
      let key = Key(
        keyCode: sample.keyCode, characters: sample.characters,
        charactersIgnoringModifiers: sample.charactersIgnoringModifiers,
        modifierFlags: sample.modifierFlags)
      let press = Press(
        type: Press.type(of: sample.keyCode), phase: .began, timestamp: sample.timestamp)
      press.key = key
      keyPresses[code] = press
      TraceRecorder.current?.record(.keyInput(key: key.description, phase: "down"))
      if handleKeyInput(key) {
        press.isTakenByKeyCommand = true
        return
      }
      guard let window = keyWindow else { return }
      press.window = window
      press.responder = window.firstResponder ?? window
      let event = PressesEvent(presses: [press], timestamp: sample.timestamp)
      // Recognized at once, the press never reaches the responders.
      if feedRecognizers(press, event) {
        press.isTakenByRecognizer = true
        return
      }
      window.sendEvent(event)
    case .up:
      guard let press = keyPresses.removeValue(forKey: code) else { return }
      TraceRecorder.current?.record(
        .keyInput(key: press.key?.description ?? "\(code)", phase: "up"))
      press.phase = .ended
      press.timestamp = sample.timestamp
      guard !press.isTakenByKeyCommand, let window = press.window else { return }
      let event = PressesEvent(presses: [press], timestamp: sample.timestamp)
      let wasTaken = press.isTakenByRecognizer
      if feedRecognizers(press, event) { press.isTakenByRecognizer = true }
      defer {
        press.responder = nil
        press.window = nil
      }
      guard !wasTaken else { return }
      // Taken as it ends (a tap recognizes on the lift): the responder that had its beginning
      // gets it cancelled, as a view's touches are (ResponderKit's choice: cancelsTouchesInView
      // applied to presses).
      if press.isTakenByRecognizer { press.phase = .cancelled }
      window.sendEvent(event)
    }
  }

  /// Runs what a key going down (or repeating) does before its press is delivered: a matching
  /// key command, or the first responder's text input. Returns whether a key command was
  /// performed, which takes the press.
  private func handleKeyInput(_ key: Key) -> Bool {
    guard let window = keyWindow else { return false }
    let start: Responder = window.firstResponder ?? window
    let textInput = window.firstResponder as? KeyInput
    let isReturn = textInput is ReturnKeyInput && Self.isPlainReturn(key)
    let textTakesKey = textInput != nil && (isReturn || Self.textInputUses(key))
    if let command = Self.keyCommand(matching: key, from: start),
      command.wantsPriorityOverSystemBehavior || !textTakesKey
    {
      let target = start.target(forAction: command.action, withSender: command) as AnyObject?
      TraceRecorder.current?.record(
        .keyCommandPerformed(
          key: key.description, action: command.action.name,
          target: target.map(Self.actionTargetName)))
      if let target {
        Self.deliverAction(command.action, to: target, sender: command, event: nil)
        return true
      }
    }
    if textTakesKey, let textInput, let responder = window.firstResponder {
      if key.charactersIgnoringModifiers == Self.backspace {
        TraceRecorder.current?.record(.textInput(text: nil, into: responder.traceName))
        textInput.deleteBackward()
      } else {
        let text = isReturn ? "\n" : key.characters
        TraceRecorder.current?.record(.textInput(text: text, into: responder.traceName))
        textInput.insertText(text)
      }
    }
    return false
  }

  /// Feeds a press's phase to the recognizers of the views on the first responder's chain that
  /// take it (``GestureRecognizer/allowedPressTypes``, the delegate's
  /// `gestureRecognizer(_:shouldReceive:)` for presses), chosen when the press began, then
  /// reports their states (ResponderKit's choice: before the responders get the press).
  /// Returns whether one of them that cancels its view's input (``GestureRecognizer/
  /// cancelsTouchesInView``) recognized with this phase.
  ///
  /// - Complexity: O(*d* + *r*) in the chain's length and the recognizers on it.
  private func feedRecognizers(_ press: Press, _ event: PressesEvent) -> Bool {
    if press.phase == .began {
      var view = press.responder as? View
      while let current = view {
        for recognizer in current.attachedRecognizers where recognizer.accepts(press) {
          press.recognizers.append(recognizer)
        }
        view = current.superview
      }
    }
    let recognizers = press.recognizers
    guard !recognizers.isEmpty else { return false }
    let presses: Set<Press> = [press]
    var taken = false
    for recognizer in recognizers {
      let wasActive = recognizer.reportedState.isActive
      recognizer.modifierFlags = press.key?.modifierFlags ?? []
      recognizer.buttonMask = []
      switch press.phase {
      case .began: recognizer.pressesBegan(presses, with: event)
      case .changed, .stationary: recognizer.pressesChanged(presses, with: event)
      case .ended: recognizer.pressesEnded(presses, with: event)
      case .cancelled: recognizer.pressesCancelled(presses, with: event)
      }
      let state = recognizer.machine.state
      if recognizer.cancelsTouchesInView, !wasActive, state == .began || state == .ended {
        taken = true
      }
      recognizer.settleOutsideArbitration()
    }
    if press.phase == .ended || press.phase == .cancelled { press.recognizers.removeAll() }
    return taken
  }

  /// The characters of the Delete (backspace) key.
  static let backspace = "\u{8}"

  /// Whether text input takes `key`: typed characters or Delete, without Command or Control.
  /// Return, Tab, Escape and the arrows are left to key commands and presses (ResponderKit
  /// models no insertion point to move).
  static func textInputUses(_ key: Key) -> Bool {
    guard key.modifierFlags.intersection([.command, .control]).isEmpty else { return false }
    if key.charactersIgnoringModifiers == backspace { return true }
    guard !key.characters.isEmpty, !key.characters.hasPrefix("UIKeyInput") else { return false }
    return key.characters.unicodeScalars.allSatisfy {
      !$0.properties.isDefaultIgnorableCodePoint && $0.value >= 0x20 && $0.value != 0x7F
    }
  }

  /// Whether `key` is Return without Command or Control: text fields and text views take it as
  /// typed text (``ReturnKeyInput``).
  static func isPlainReturn(_ key: Key) -> Bool {
    key.charactersIgnoringModifiers == "\r"
      && key.modifierFlags.intersection([.command, .control]).isEmpty
  }

  /// The first command matching `key` offered along the responder chain from `start`: nearer
  /// responders first, each responder's commands in order (ResponderKit's choice: see Choices).
  ///
  /// - Complexity: O(*n* + *c*) in the chain's length and the commands offered.
  static func keyCommand(matching key: Key, from start: Responder) -> KeyCommand? {
    var current: Responder? = start
    while let responder = current {
      for command in responder.keyCommands ?? [] where command.matches(key) { return command }
      current = responder.next
    }
    return nil
  }
}
