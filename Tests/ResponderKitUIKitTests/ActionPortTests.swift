import ResponderKit
import ResponderKitUIKit
import Testing

@MainActor
@Suite("Ports: actions by method reference and by name, key commands, Objective-C idioms")
struct ActionPortTests {
  @Test("§3.4 a nil-targeted sendAction finds the first responder through a method of UIResponder")
  func firstResponderFinder() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let form = SignUpFormView(frame: window.bounds)
    window.addSubview(form)
    window.makeKeyAndVisible()
    defer { form.emailField.resignFirstResponder() }
    #expect(
      UIResponder.currentFirstResponder == nil
        || !(UIResponder.currentFirstResponder is UITextField))
    form.focusNextField()
    #expect(UIResponder.currentFirstResponder === form.nameField)
    form.focusNextField()
    #expect(UIResponder.currentFirstResponder === form.emailField)
    #expect(form.emailField.isFirstResponder && !form.nameField.isFirstResponder)
  }

  private func editorStage() -> (Stage, EditorViewController) {
    let editor = EditorViewController()
    let stage = Stage(root: editor)
    editor.becomeFirstResponder()
    return (stage, editor)
  }

  @Test("§3.4 key commands whose actions are the controller's methods call those methods")
  func keyCommandsCallMethods() throws {
    let (stage, editor) = editorStage()
    try stage.play {
      $0.key("r", modifiers: .command)
      $0.key("f", modifiers: .command)
      $0.key(UIKeyCommand.inputEscape)
    }
    #expect(editor.refreshCount == 1)
    #expect(editor.searches == ["Find in Document"])
    #expect(editor.panelDismissed)
  }

  @Test("§3.4 canPerformAction comparing with a method reference turns one command off")
  func canPerformActionSwitchesOff() throws {
    let (stage, editor) = editorStage()
    editor.isSearchEnabled = false
    try stage.play {
      $0.key("f", modifiers: .command)
      $0.key("r", modifiers: .command)
    }
    #expect(editor.searches.isEmpty, "find is switched off")
    #expect(editor.refreshCount == 1, "refresh is not: find is compared by its exposed name")
  }

  @Test(
    "perform(_:with:afterDelay:) runs on the engine's clock; cancelPreviousPerformRequests drops it"
  )
  func debouncedSearch() throws {
    let stage = Stage()
    let bar = SearchBarView(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
    stage.window.addSubview(bar)
    let log = SearchLog()
    bar.delegate = log
    bar.type("s")
    stage.application.advance(by: 0.2)
    bar.type("w")
    stage.application.advance(by: 0.2)
    #expect(log.searches.isEmpty, "each keystroke cancels the previous search")
    stage.application.advance(by: 0.15)
    #expect(log.searches == ["sw"])
    let start = stage.now
    try stage.touch(1, .began, at: CGPoint(x: 200, y: 20), time: start)
    stage.application.advance(by: 0.4)
    bar.type("i")
    stage.application.advance(by: 0.2)
    #expect(bar.clearPressCount == 1, "the press began at 0.5 s, with the search still pending")
    try stage.touch(1, .ended, at: CGPoint(x: 200, y: 20), time: start + 1.2)
    #expect(bar.clearPressCount == 1 && log.clears == 1)
    #expect(log.searches == ["sw"], "the long press cancelled the pending search by selector")
  }

  @Test("§3.4 two methods of one class with the same parameter types are one selector by reference")
  func sameShapeMethodsShareASelector() {
    // Swift cannot tell two method references apart (Selector's documentation): the exposed
    // name is what keeps EditorViewController's find and refresh apart.
    #expect(Selector(EditorViewController.refresh) == Selector(EditorViewController.find))
    #expect(Selector("find:", EditorViewController.find) != Selector(EditorViewController.refresh))
    #expect(Selector(EditorViewController.refresh) != Selector(EditorViewController.dismissPanel))
  }

  @Test(
    "§8.5 isKind(of:) and isMember(of:) answer for responders and recognizers, as NSObject does")
  func kindChecks() {
    let pan = UIPanGestureRecognizer()
    let edge = UIScreenEdgePanGestureRecognizer()
    #expect(
      pan.isKind(of: UIPanGestureRecognizer.self) && edge.isKind(of: UIPanGestureRecognizer.self))
    #expect(
      !edge.isMember(of: UIPanGestureRecognizer.self)
        && pan.isMember(of: UIPanGestureRecognizer.self))
    let button = UIButton(type: .system)
    #expect(button.isKind(of: UIControl.self) && !button.isKind(of: UISwitch.self))
    let bar = SearchBarView(frame: .zero)
    #expect(bar.gestureRecognizer(edge, shouldRecognizeSimultaneouslyWith: pan) == false)
    #expect(bar.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: UITapGestureRecognizer()))
  }

  @Test("§3.4 responds(to:) and perform(_:with:) by method reference and by an exposed name")
  func respondsAndPerform() {
    let editor = EditorViewController()
    #expect(editor.responds(to: EditorViewController.refresh))
    #expect(!UIView().responds(to: EditorViewController.refresh))
    #expect(!editor.responds(to: NSSelectorFromString("reloadFeed:")))
    let reload = Selector("reloadFeed:", FeedReloader.reload)
    let reloader = FeedReloader()
    #expect(reloader.responds(to: NSSelectorFromString("reloadFeed:")))
    reloader.perform(NSSelectorFromString("reloadFeed:"), with: "pull")
    #expect(reloader.reasons == ["pull"])
    #expect(NSStringFromSelector(reload) == "reloadFeed:")
  }

  @Test("#if canImport(UIKit) code is compiled against the UIKit module, and it runs")
  func canImportUIKit() throws {
    let stage = Stage()
    let counter = TapCounterView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    stage.window.addSubview(counter)
    var fired = 0
    counter.onDoubleTap = { fired += 1 }
    try stage.play { $0.doubleTap(at: CGPoint(x: 100, y: 100)) }
    #expect(counter.taps == 2 && counter.doubleTaps == 1 && fired == 1)
  }
}

/// The search bar's delegate in the tests.
final class SearchLog: SearchBarViewDelegate {
  var searches: [String] = []
  var clears = 0
  func searchBar(_ searchBar: SearchBarView, didSearch text: String) { searches.append(text) }
  func searchBarDidClear(_ searchBar: SearchBarView) { clears += 1 }
}

/// A plain `NSObject` whose method is exposed under an Objective-C name.
final class FeedReloader: NSObject {
  var reasons: [String] = []
  func reload(_ reason: Any?) { reasons.append(reason as? String ?? "?") }
}
