import Foundation
import ResponderKit

/// A weak reference, to tell whether an object was freed.
struct Weak {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}

/// Plays fuzzer bytes as an app: one to three windows of plain views, scroll views and buttons,
/// recognizers with requirements and delegates, then raw touch frames (valid and not), waits,
/// cancels and mutations, some fired from inside touch handlers and recognizer actions. It checks
/// the engine's promises on every input:
///
/// - a refused frame is refused with a typed ``InputError`` and delivers nothing;
/// - no recognizer sends an action while `.possible` or `.failed`;
/// - every touch that reached a view's `touchesBegan` gets exactly one `touchesEnded` or
///   `touchesCancelled`, in that view, once the touches are cancelled and the clock has run;
/// - every recognizer is back in `.possible`, holding no touch, at that point, and still
///   recognizes its own gesture when moved to a fresh window.
///
/// ```
///   bytes ──▶ build windows, views, recognizers ──▶ operations ──▶ cancel all, run timers ──▶ check
///                                                     │   ▲
///                                    touch handlers ──┘   └── mutations, re-entrant input
/// ```
@MainActor
public final class RawInputFuzzer: FuzzHost {
  var input: FuzzInput
  let application = Application()
  var windows: [Window] = []
  var views: [View] = []
  var scrollViews: [ScrollView] = []
  var recognizers: [GestureRecognizer] = []
  var delegates: [FuzzDelegate] = []
  var ledger = TouchLedger()
  var violations: [String] = []
  var time: TimeInterval = 0
  var handlerDepth = 0
  /// The key codes the fuzzer's accepted readings left down.
  var keysDown: Set<Int> = []
  /// Whether an accepted trackpad scroll began and has not ended.
  var isTrackpadScrolling = false
  /// Whether an accepted trackpad pinch or rotation began and has not ended.
  var isTrackpadTransforming = false
  var mutationBudget = 64
  /// Where the harness tells its steps, when a replay narrates.
  var narration: ((String) -> Void)?
  /// The most operations one input plays.
  static let maximumOperations = 400

  /// Runs one input and returns what broke, in words; empty when every promise held.
  public static func run(_ bytes: [UInt8]) -> [String] {
    replay(bytes, narrating: false).violations
  }

  /// Runs one input and returns what broke, with (when `narrating`) the story of the run: the
  /// harness's steps interleaved with the engine's trace, to read when a violation needs a cause.
  public static func replay(
    _ bytes: [UInt8], narrating: Bool
  ) -> (violations: [String], narrative: [String]) {
    var violations: [String] = []
    var narrative: [String] = []
    var released: [(name: String, object: Weak)] = []
    do {
      let fuzzer = RawInputFuzzer(bytes)
      if narrating {
        let recorder = TraceRecorder()
        fuzzer.application.tracer = recorder
        fuzzer.narration = { [unowned fuzzer] line in
          narrative += TextTraceFormatter().lines(for: recorder.records)
          recorder.removeAll()
          let busy = fuzzer.recognizers.filter { $0.state != .possible || $0.numberOfTouches > 0 }
          narrative.append(
            ">> " + line
              + (busy.isEmpty
                ? ""
                : "   ["
                  + busy.map { "\($0.traceName) \($0.state) \($0.numberOfTouches)" }
                  .joined(separator: ", ") + "]"))
        }
      }
      fuzzer.build()
      fuzzer.play()
      fuzzer.finish()
      fuzzer.narration?("finished")
      fuzzer.checkEveryRecognizerIsUsable()
      fuzzer.narration?("checked that every recognizer still recognizes")
      violations = fuzzer.ledger.violations + fuzzer.violations
      released = (fuzzer.windows + fuzzer.views).map { ($0.traceName, Weak($0)) }
      released += fuzzer.recognizers.map { ($0.traceName, Weak($0)) }
    }
    // `Application.current` holds the most recent application until another takes its place:
    // one does, so the fuzzed one can go.
    _ = Application()
    // Nothing dangles: once the app is gone, every window, view and recognizer is freed.
    for (name, object) in released where object.object != nil {
      violations.append("\(name) outlived its application (a reference cycle)")
    }
    return (violations, narrative)
  }

  private init(_ bytes: [UInt8]) {
    input = FuzzInput(bytes)
  }

  // MARK: Building

  private func build() {
    for index in 0..<input.int(in: 1...3) {
      let window = Window(
        frame: CGRect(x: 0, y: 0, width: 400, height: 700), application: application)
      window.accessibilityIdentifier = "W\(index)"
      if index == 0 { window.makeKeyAndVisible() }
      windows.append(window)
    }
    for index in 0..<input.int(in: 1...12) {
      let view = makeView(index)
      let parentIndex = input.int(in: 0...(views.count + windows.count - 1))
      let parent: View =
        parentIndex < windows.count ? windows[parentIndex] : views[parentIndex - windows.count]
      parent.addSubview(view)
      views.append(view)
    }
    for _ in 0..<input.int(in: 0...6) { addRecognizer(to: pickView()) }
    for recognizer in recognizers where input.chance(40) {
      let other = recognizers[input.int(in: 0...(recognizers.count - 1))]
      narration?("\(recognizer.traceName) requires \(other.traceName) to fail")
      recognizer.require(toFail: other)
    }
  }

  private func makeView(_ index: Int) -> View {
    let frame = CGRect(
      x: CGFloat(input.int(in: -20...380)), y: CGFloat(input.int(in: -20...680)),
      width: CGFloat(input.int(in: 0...400)), height: CGFloat(input.int(in: 0...700)))
    let view: View
    switch input.int(in: 0...9) {
    case 0...5:
      let plain = FuzzView(frame: frame)
      plain.host = self
      view = plain
    case 6...7:
      let scroll = FuzzScrollView(frame: frame)
      scroll.host = self
      scroll.contentSize = CGSize(
        width: frame.width * CGFloat(input.int(in: 1...3)),
        height: frame.height * CGFloat(input.int(in: 1...4)))
      scroll.delaysContentTouches = input.chance(200)
      scroll.canCancelContentTouches = input.chance(200)
      if input.chance(40) { scroll.maximumZoomScale = 3 }
      scrollViews.append(scroll)
      view = scroll
    default:
      let button = FuzzButton(frame: frame)
      button.host = self
      button.addTarget(self, action: RawInputFuzzer.buttonTapped, for: .touchUpInside)
      view = button
    }
    view.accessibilityIdentifier = "V\(index)"
    narration?("\(type(of: view)) V\(index) frame \(frame)")
    let flags = input.byte()
    view.isMultipleTouchEnabled = flags & 1 != 0
    view.isExclusiveTouch = flags & 2 != 0
    if flags & 0b1100 == 0b1100 { view.isHidden = true }
    if flags & 0b110000 == 0b110000 { view.isUserInteractionEnabled = false }
    if flags & 0b11000000 == 0b11000000 { view.transform = CGAffineTransform(rotationAngle: 0.5) }
    return view
  }

  func addRecognizer(to view: View?) {
    guard let view, recognizers.count < 12 else { return }
    let recognizer: GestureRecognizer
    switch input.int(in: 0...7) {
    case 0, 1:
      let tap = TapGestureRecognizer()
      tap.numberOfTapsRequired = input.int(in: 1...2)
      tap.numberOfTouchesRequired = input.int(in: 1...2)
      recognizer = tap
    case 2:
      let press = LongPressGestureRecognizer()
      press.minimumPressDuration = Double(input.int(in: 0...10)) / 10
      recognizer = press
    case 3:
      let pan = PanGestureRecognizer()
      pan.maximumNumberOfTouches = input.int(in: 0...3)
      recognizer = pan
    case 4: recognizer = PinchGestureRecognizer()
    case 5: recognizer = RotationGestureRecognizer()
    case 6:
      let swipe = SwipeGestureRecognizer()
      swipe.direction = [.right, .left, .up, .down][input.int(in: 0...3)]
      recognizer = swipe
    default:
      let edge = ScreenEdgePanGestureRecognizer()
      edge.edges = .left
      recognizer = edge
    }
    recognizer.name = "R\(recognizers.count)"
    let flags = input.byte()
    recognizer.cancelsTouchesInView = flags & 1 == 0
    recognizer.delaysTouchesBegan = flags & 2 != 0
    recognizer.delaysTouchesEnded = flags & 4 == 0
    if flags & 8 != 0 {
      let delegate = FuzzDelegate(answers: input.byte())
      delegates.append(delegate)
      recognizer.delegate = delegate
    }
    recognizer.addTarget(self, action: RawInputFuzzer.recognizerFired)
    narration?(
      "\(recognizer.traceName) on \(view.traceName): cancels \(recognizer.cancelsTouchesInView), "
        + "delaysBegan \(recognizer.delaysTouchesBegan), delaysEnded \(recognizer.delaysTouchesEnded)"
        + (recognizer.delegate == nil
          ? "" : ", delegate answers \((recognizer.delegate as? FuzzDelegate)?.answers ?? 0)"))
    view.addGestureRecognizer(recognizer)
    recognizers.append(recognizer)
  }

  private func recognizerFired(_ recognizer: GestureRecognizer) {
    if recognizer.state == .possible || recognizer.state == .failed {
      violations.append("\(recognizer.traceName) sent its action in state \(recognizer.state)")
    }
    if let view = recognizer.view { mutateFromHandler(view) }
  }

  private func buttonTapped(_ button: Button) {
    mutateFromHandler(button)
  }

  func pickView() -> View? {
    views.isEmpty ? nil : views[input.int(in: 0...(views.count - 1))]
  }

  // MARK: Handlers

  func handled(_ method: ResponderMethod, _ touches: Set<Touch>, in view: View) {
    narration?("\(view.traceName) handles \(method) \(touches.map(\.touchID).sorted())")
    ledger.log(method, touches, in: view)
    mutateFromHandler(view)
  }

  private func mutateFromHandler(_ view: View) {
    guard handlerDepth < 3, mutationBudget > 0, input.chance(60) else { return }
    handlerDepth += 1
    mutate(around: view)
    handlerDepth -= 1
  }
}
