import Foundation
import ResponderKit
import ResponderKitDemos
import Testing

/// A text-field-like first responder: it takes text, offers key commands and records the presses
/// and actions that reach it.
@MainActor
final class TextBox: View, KeyInput {
  var text = ""
  var log: [String] = []
  var commands: [KeyCommand] = []
  var performs: Set<Selector> = []
  override var canBecomeFirstResponder: Bool { true }
  override var keyCommands: [KeyCommand]? { commands }
  var hasText: Bool { !text.isEmpty }
  func insertText(_ text: String) { self.text += text }
  func deleteBackward() { if !text.isEmpty { text.removeLast() } }
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    performs.contains(action) || super.canPerformAction(action, withSender: sender)
  }
  override func perform(_ action: Selector, sender: Any?, event: Event?) {
    if performs.contains(action) {
      log.append("\(action.name) from \((sender as? KeyCommand)?.input ?? "?")")
    } else {
      super.perform(action, sender: sender, event: event)
    }
  }
  override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
    for press in presses { log.append("began \(press.key?.description ?? "?")") }
    super.pressesBegan(presses, with: event)
  }
  override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
    for press in presses { log.append("ended \(press.key?.description ?? "?")") }
    super.pressesEnded(presses, with: event)
  }
  override func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
    for press in presses { log.append("cancelled \(press.key?.description ?? "?")") }
    super.pressesCancelled(presses, with: event)
  }
}

/// A container that offers commands and performs actions, as a view controller's view would.
@MainActor
final class Pane: View {
  var commands: [KeyCommand] = []
  var performs: Set<Selector> = []
  var log: [String] = []
  override var keyCommands: [KeyCommand]? { commands }
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    performs.contains(action)
  }
  override func perform(_ action: Selector, sender: Any?, event: Event?) {
    log.append(action.name)
  }
  override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
    for press in presses { log.append("began \(press.key?.description ?? "?")") }
  }
  override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
    for press in presses { log.append("ended \(press.key?.description ?? "?")") }
  }
}

@MainActor
@Suite("Keyboard: presses, key commands and text input (UIPress, UIKey, UIKeyCommand)")
struct KeyboardTests {
  @MainActor
  struct Setup {
    let scene = DemoScene()
    let pane: Pane
    let box: TextBox
    init() {
      pane = Pane(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
      scene.window.addSubview(pane)
      box = TextBox(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
      pane.addSubview(box)
    }
    /// Presses and releases the key for `input`.
    func type(_ input: String, _ modifiers: KeyModifierFlags = [], at time: TimeInterval) throws {
      let down = try #require(
        KeySample(input: input, phase: .down, timestamp: time, modifierFlags: modifiers))
      try scene.application.send(down)
      var up = down
      up.phase = .up
      up.timestamp = time + 0.05
      try scene.application.send(up)
    }
  }

  @Test(
    "UIKit, Handling key presses made on a physical keyboard: presses go to the first responder, then up the chain"
  )
  func pressesUpTheChain() throws {
    let setup = Setup()
    setup.box.text = ""
    #expect(setup.box.becomeFirstResponder())
    try setup.type(KeyCommand.inputLeftArrow, at: 1)
    #expect(setup.box.log == ["began leftArrow", "ended leftArrow"])
    #expect(
      setup.pane.log == ["began leftArrow", "ended leftArrow"],
      "the box calls super: the pane gets them")
    #expect(setup.scene.application.keyboardPressesDown.isEmpty)
  }

  @Test("UIPress.key: the key's code, characters with and without modifiers, and its modifiers")
  func pressCarriesKey() throws {
    let setup = Setup()
    #expect(setup.box.becomeFirstResponder())
    var seen: Key?
    var seenType: Press.PressType?
    let probe = ProbeView(frame: .zero)
    setup.box.addSubview(probe)
    probe.onBegan = { press in
      seen = press.key
      seenType = press.type
    }
    _ = probe
    let down = KeySample(keyCode: .keyboardA, phase: .down, timestamp: 1, modifierFlags: [.shift])
    #expect(down.characters == "A" && down.charactersIgnoringModifiers == "a")
    try setup.scene.application.send(down)
    // The first responder is the box, not the probe: the probe saw nothing.
    #expect(seen == nil)
    #expect(probe.becomeFirstResponder())
    let up = KeySample(keyCode: .keyboardA, phase: .up, timestamp: 1.1, modifierFlags: [.shift])
    try setup.scene.application.send(up)
    try setup.scene.application.send(
      KeySample(keyCode: .keyboardDownArrow, phase: .down, timestamp: 2, modifierFlags: [.command]))
    let key = try #require(seen)
    #expect(key.keyCode == .keyboardDownArrow)
    #expect(key.charactersIgnoringModifiers == KeyCommand.inputDownArrow)
    #expect(key.modifierFlags == [.command])
    #expect(seenType == .downArrow)
  }

  @Test(
    "UIKeyCommand: a command found up the chain is performed by the first responder that can; its press never reaches pressesBegan"
  )
  func commandTakesPress() throws {
    let setup = Setup()
    #expect(setup.box.becomeFirstResponder())
    setup.pane.commands = [KeyCommand(input: "a", modifierFlags: .command, action: "selectAll:")]
    setup.box.performs = ["selectAll:"]
    try setup.type("a", .command, at: 1)
    #expect(setup.box.log == ["selectAll: from a"], "offered by the pane, performed by the box")
    #expect(setup.pane.log.isEmpty)
    #expect(setup.box.text.isEmpty, "command-a types nothing")
  }

  @Test(
    "UIKeyCommand: canPerformAction(_:withSender:) validates; a command nobody can perform leaves the key to the presses"
  )
  func unperformableCommand() throws {
    let setup = Setup()
    #expect(setup.box.becomeFirstResponder())
    setup.box.commands = [KeyCommand(input: "p", modifierFlags: .command, action: "print:")]
    let recorder = TraceRecorder()
    setup.scene.application.tracer = recorder
    try setup.type("p", .command, at: 1)
    #expect(setup.box.log == ["began command+p", "ended command+p"])
    #expect(
      recorder.records.contains(
        .keyCommandPerformed(key: "command+p", action: "print:", target: nil)))
    // Now the pane can: it performs it, found from the box up the chain.
    setup.pane.performs = ["print:"]
    try setup.type("p", .command, at: 2)
    #expect(setup.pane.log == ["began command+p", "ended command+p", "print:"])
  }

  @Test(
    "UIKeyCommand modifierFlags: the modifiers must match exactly (Caps Lock aside); letters match in either case"
  )
  func modifiersMustMatch() throws {
    let setup = Setup()
    #expect(setup.box.becomeFirstResponder())
    setup.box.commands = [KeyCommand(input: "C", modifierFlags: .command, action: "copy:")]
    setup.box.performs = ["copy:"]
    try setup.type("c", [.command, .shift], at: 1)
    #expect(setup.box.log == ["began shift+command+c", "ended shift+command+c"], "shift is extra")
    setup.box.log.removeAll()
    try setup.type("c", [.command, .alphaShift], at: 2)
    #expect(setup.box.log == ["copy: from C"])
  }

  @Test(
    "UIKeyInput: a text-input first responder takes typed characters and Delete; key commands wait for keys it does not use"
  )
  func textInputFirst() throws {
    let setup = Setup()
    #expect(setup.box.becomeFirstResponder())
    setup.box.commands = [
      KeyCommand(input: "x", modifierFlags: [], action: "cutLine:"),
      KeyCommand(input: KeyCommand.inputUpArrow, modifierFlags: [], action: "moveUp:"),
    ]
    setup.box.performs = ["cutLine:", "moveUp:"]
    try setup.type("h", at: 1)
    try setup.type("i", .shift, at: 2)
    try setup.type("x", at: 3)
    #expect(setup.box.text == "hIx", "x is typing: the command without priority does not run")
    try setup.type("\u{8}", at: 4)
    #expect(setup.box.text == "hI")
    try setup.type(KeyCommand.inputUpArrow, at: 5)
    #expect(setup.box.log.contains("moveUp: from UIKeyInputUpArrow"))
    #expect(!setup.box.log.contains("cutLine: from x"))
  }

  @Test(
    "UIKeyCommand.wantsPriorityOverSystemBehavior: a command with priority runs before text input, which then gets nothing"
  )
  func priorityOverText() throws {
    let setup = Setup()
    #expect(setup.box.becomeFirstResponder())
    let command = KeyCommand(input: "x", modifierFlags: [], action: "cutLine:")
    command.wantsPriorityOverSystemBehavior = true
    setup.box.commands = [command]
    setup.box.performs = ["cutLine:"]
    try setup.type("x", at: 1)
    #expect(setup.box.text.isEmpty)
    #expect(setup.box.log == ["cutLine: from x"])
  }

  @Test("ResponderKit's choice: of two matching commands, the nearer responder's wins")
  func nearerCommandWins() throws {
    let setup = Setup()
    #expect(setup.box.becomeFirstResponder())
    setup.box.commands = [KeyCommand(input: "s", modifierFlags: .command, action: "saveBox:")]
    setup.pane.commands = [KeyCommand(input: "s", modifierFlags: .command, action: "savePane:")]
    setup.box.performs = ["saveBox:"]
    setup.pane.performs = ["savePane:"]
    try setup.type("s", .command, at: 1)
    #expect(setup.box.log == ["saveBox: from s"])
    #expect(setup.pane.log.isEmpty)
  }

  @Test(
    "ResponderKit's choice: a held key's repeats run its command again; its press begins and ends once"
  )
  func repeats() throws {
    let setup = Setup()
    #expect(setup.box.becomeFirstResponder())
    setup.pane.commands = [
      KeyCommand(input: KeyCommand.inputDownArrow, modifierFlags: [], action: "next:")
    ]
    setup.pane.performs = ["next:"]
    let down = try #require(KeySample(input: KeyCommand.inputDownArrow, phase: .down, timestamp: 1))
    try setup.scene.application.send(down)
    for step in 1...3 {
      var again = down
      again.isRepeat = true
      again.timestamp = 1 + Double(step) * 0.1
      try setup.scene.application.send(again)
    }
    var up = down
    up.phase = .up
    up.timestamp = 2
    try setup.scene.application.send(up)
    #expect(setup.pane.log == ["next:", "next:", "next:", "next:"])
    #expect(setup.box.log.isEmpty, "the command took the press: no began, no ended")
  }

  @Test(
    "ResponderKit's choice: a key's end goes where its beginning went, even if the first responder changed"
  )
  func endFollowsBegin() throws {
    let setup = Setup()
    #expect(setup.box.becomeFirstResponder())
    let other = TextBox(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
    setup.pane.addSubview(other)
    let down = try #require(KeySample(input: KeyCommand.inputEscape, phase: .down, timestamp: 1))
    try setup.scene.application.send(down)
    #expect(other.becomeFirstResponder())
    var up = down
    up.phase = .up
    up.timestamp = 1.2
    try setup.scene.application.send(up)
    #expect(setup.box.log == ["began escape", "ended escape"])
    #expect(other.log.isEmpty)
  }

  @Test(
    "Raw key input that breaks the rules is refused, naming the key and the rule",
    arguments: [
      ("up for a key not down", [(KeySample.Phase.up, false, 1.0)], "the key is not down"),
      ("repeat for a key not down", [(.down, true, 1.0)], "the key is not down"),
      ("two downs", [(.down, false, 1.0), (.down, false, 1.1)], "already down"),
      ("time backwards", [(.down, false, 2.0), (.up, false, 1.0)], "time went backwards"),
      ("NaN time", [(.down, false, Double.nan)], "timestamp is not within"),
    ])
  func badKeyInput(
    name: String, samples: [(KeySample.Phase, Bool, TimeInterval)], message: String
  ) throws {
    let setup = Setup()
    #expect(setup.box.becomeFirstResponder())
    var thrown: KeyInputError?
    for (phase, isRepeat, time) in samples {
      let sample = KeySample(keyCode: .keyboardC, phase: phase, timestamp: time, isRepeat: isRepeat)
      do { try setup.scene.application.send(sample) } catch { thrown = error }
    }
    let error = try #require(thrown, "\(name) is refused")
    #expect(error.description.contains(message))
    #expect(error.description.contains("key 0x6 (c)"))
  }
}

/// A first responder that reports the first press it gets.
@MainActor
final class ProbeView: View {
  var onBegan: (Press) -> Void = { _ in }
  override var canBecomeFirstResponder: Bool { true }
  override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
    for press in presses { onBegan(press) }
  }
}

@MainActor
@Suite("Presses reach gesture recognizers on the first responder's chain (allowedPressTypes)")
struct PressRecognizerTests {
  final class Gate: GestureRecognizerDelegate {
    var allows = true
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press)
      -> Bool
    { allows }
  }

  @Test(
    "UIGestureRecognizer.allowedPressTypes: a tap that allows select recognizes Return; one that does not never hears it"
  )
  func tapRecognizesSelect() throws {
    let scene = DemoScene()
    let pane = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    scene.window.addSubview(pane)
    let box = TextBox(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
    pane.addSubview(box)
    #expect(box.becomeFirstResponder())
    let select = TapGestureRecognizer()
    select.allowedPressTypes = [NSNumber(value: Press.PressType.select.rawValue)]
    let deaf = TapGestureRecognizer()
    var fired: [String] = []
    select.addHandler { _ in fired.append("select") }
    deaf.addHandler { _ in fired.append("deaf") }
    pane.addGestureRecognizer(select)
    pane.addGestureRecognizer(deaf)
    let gate = Gate()
    select.delegate = gate
    let app = scene.application
    func press(_ input: String, at time: TimeInterval) throws {
      let down = try #require(KeySample(input: input, phase: .down, timestamp: time))
      try app.send(down)
      var up = down
      up.phase = .up
      up.timestamp = time + 0.05
      try app.send(up)
    }
    try press("\r", at: 1)
    #expect(fired == ["select"])
    // ResponderKit's choice: cancelsTouchesInView applies to presses as to touches; the tap
    // recognizes on the lift, so the responder that had the beginning gets it cancelled.
    #expect(box.log == ["began return", "cancelled return"])
    try press("a", at: 2)
    #expect(fired == ["select"], "a is not select")
    gate.allows = false
    try press("\r", at: 3)
    #expect(fired == ["select"], "the delegate refused the press")
    #expect(select.state == .possible && deaf.state == .possible)
    #expect(box.log.suffix(4) == ["began a", "ended a", "began return", "ended return"])
  }

  /// A recognizer that recognizes as soon as it hears a press begin.
  final class PressDown: GestureRecognizer {
    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent) {
      state = .began
    }
    override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent) {
      state = .ended
    }
  }

  @Test(
    """
    ResponderKit's choice (UIGestureRecognizer.cancelsTouchesInView applied to presses): a \
    recognizer that recognizes when the press begins keeps it from the responders; with \
    cancelsTouchesInView false they get every phase
    """)
  func recognizedPressSkipsResponders() throws {
    let scene = DemoScene()
    let box = TextBox(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
    scene.window.addSubview(box)
    #expect(box.becomeFirstResponder())
    let down = PressDown()
    down.allowedPressTypes = [NSNumber(value: Press.PressType.select.rawValue)]
    var states: [GestureRecognizer.State] = []
    down.addHandler { states.append($0.state) }
    box.addGestureRecognizer(down)
    let app = scene.application
    func press(at time: TimeInterval) throws {
      let down = try #require(KeySample(input: "\r", phase: .down, timestamp: time))
      try app.send(down)
      var up = down
      up.phase = .up
      up.timestamp = time + 0.05
      try app.send(up)
    }
    try press(at: 1)
    #expect(states == [.began, .ended])
    #expect(box.log.isEmpty, "the responder never hears a press recognized at its beginning")
    down.cancelsTouchesInView = false
    try press(at: 2)
    #expect(states == [.began, .ended, .began, .ended])
    #expect(box.log == ["began return", "ended return"])
  }
}
