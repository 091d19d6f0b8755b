import Foundation

/// An object that can respond to and handle events: the base of ``View``, ``ViewController``,
/// ``Window`` and ``Application``.
///
/// Every default handler forwards the call, unchanged, to ``next``; a subclass that overrides a
/// handler without calling `super` stops the propagation there (§3.2). The links of the chain:
///
/// ```
///   hit-test view ──▶ superview ──▶ … ──▶ root view ──▶ view controller ──▶ Window
///        │                                   (a view owned by a controller      │
///        │                                    goes to the controller first)     ▼
///        └─ touches start here                                             Application
///                                                                               │
///   first responder ──▶ … same links …        (presses, motion,                 ▼
///                                              remote control, actions)   app delegate, if it is a
///                                                                          plain Responder
/// ```
@preconcurrency @MainActor
open class Responder: NSObject {
  /// Creates a responder.
  public override init() {
    let type = ObjectIdentifier(Self.self)
    forwardsByDefault = Responder.defaultForwardingClasses.contains(type)
    forwardsToSuperview = forwardsByDefault && type != ObjectIdentifier(Window.self)
  }

  /// Whether the responder's class is one whose event handlers and ``next`` are ResponderKit's
  /// defaults (a plain `View`, `ImageView`, `Control`, `Button` or `Window`, not a subclass):
  /// forwarding then passes it by without a call.
  final let forwardsByDefault: Bool
  /// Whether the responder is a ``View`` of those classes, but not a window: its ``next`` is its
  /// view controller, else its superview, and forwarding may step by it through unretained
  /// pointers.
  final let forwardsToSuperview: Bool

  /// The classes of ``forwardsByDefault``: exactly these, never their subclasses.
  private static let defaultForwardingClasses: [ObjectIdentifier] = [
    ObjectIdentifier(View.self), ObjectIdentifier(ImageView.self), ObjectIdentifier(Control.self),
    ObjectIdentifier(Button.self), ObjectIdentifier(Window.self),
  ]

  /// The registered action handlers, by selector.
  private final var storedActionHandlers: [Selector: ActionHandler] = [:]

  /// The next responder in the chain, or `nil` at its end. `Responder`'s own answer is `nil`;
  /// views, view controllers, windows and the application override it (§3.1).
  open var next: Responder? { nil }

  /// Prepares an object loaded from a nib or storyboard. There are none here, so the engine never
  /// calls it; an override's `super.awakeFromNib()` compiles and does nothing.
  open func awakeFromNib() {}

  /// The name this responder has in traces and explanations: its type's name unless a subclass
  /// says better.
  open var traceName: String { String(describing: type(of: self)) }

  // MARK: First responder

  /// Whether the responder can become first responder. Default `false` (§3.3).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder lets another take first responder status from it. Default `true`.
  open var canResignFirstResponder: Bool { true }

  /// Asks to become its window's first responder; returns whether it now is (§3.3).
  @discardableResult
  open func becomeFirstResponder() -> Bool { defaultBecomeFirstResponder() }

  /// Gives up first responder status; the default agrees and returns `true`.
  @discardableResult
  open func resignFirstResponder() -> Bool { defaultResignFirstResponder() }

  /// The window whose first responder this responder can be: none for a plain responder.
  var firstResponderHost: Window? { nil }

  // MARK: Actions

  /// Whether the responder can perform `action` (UIKit's default: whether the responder's class
  /// implements it): a method reference of the responder's class, a method exposed under the
  /// selector's name, or a handler registered with ``setAction(_:handler:)``. Override it to
  /// turn actions on and off; the walk of `target(forAction:withSender:)` asks it.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    performsAction(action)
  }

  /// Performs `action` with a sender and an event; the default runs the registered handler, else
  /// the method. ResponderKit's hook: every action that reaches a responder passes here.
  open func perform(_ action: Selector, sender: Any?, event: Event?) {
    performAction(action, sender: sender, event: event)
  }

  /// The responder that handles `action`: the first from this one along the chain whose
  /// ``canPerformAction(_:withSender:)`` says yes, or `nil` (§3.4).
  ///
  /// - Complexity: O(*n*) in the length of the chain.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    actionTarget(for: action, sender: sender)
  }

  /// The walk behind `target(forAction:withSender:)`, typed.
  ///
  /// - Complexity: O(*n*) in the length of the chain.
  final func actionTarget(for action: Selector, sender: Any?) -> Responder? {
    var current: Responder? = self
    while let responder = current {
      if responder.canPerformAction(action, withSender: sender) { return responder }
      current = responder.next
    }
    return nil
  }

  /// The keyboard shortcuts this responder offers while it is on the responder chain from the key
  /// window's first responder (`UIResponder.keyCommands`). The default offers none.
  open var keyCommands: [KeyCommand]? { nil }

  /// The handlers registered with ``setAction(_:handler:)``.
  final var actionHandlers: [Selector: ActionHandler] {
    get { storedActionHandlers }
    set { storedActionHandlers = newValue }
  }

  // MARK: Touches

  /// Tells the responder that touches began. The default forwards to ``next``.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    forward(.touchesBegan, touches) { $0.touchesBegan(touches, with: event) }
  }

  /// Tells the responder that touches moved. The default forwards to ``next``.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    forward(.touchesMoved, touches) { $0.touchesMoved(touches, with: event) }
  }

  /// Tells the responder that touches ended. The default forwards to ``next``.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    forward(.touchesEnded, touches) { $0.touchesEnded(touches, with: event) }
  }

  /// Tells the responder that the system cancelled touches. The default forwards to ``next``.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    forward(.touchesCancelled, touches) { $0.touchesCancelled(touches, with: event) }
  }

  /// Tells the responder that refined values arrived for touch properties that were estimates
  /// (or that an update will not come after all). The default does nothing, as the gesture
  /// recognizer's does (UIKit documents that one; the responder's is silent).
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}

  // MARK: Presses, motion, remote control

  /// Tells the responder that physical buttons were pressed. The default forwards to ``next``.
  open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
    forward(.pressesBegan) { $0.pressesBegan(presses, with: event) }
  }

  /// Tells the responder that a pressed button changed. The default forwards to ``next``.
  open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
    forward(.pressesChanged) { $0.pressesChanged(presses, with: event) }
  }

  /// Tells the responder that buttons were released. The default forwards to ``next``.
  open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
    forward(.pressesEnded) { $0.pressesEnded(presses, with: event) }
  }

  /// Tells the responder that the system cancelled presses. The default forwards to ``next``.
  open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
    forward(.pressesCancelled) { $0.pressesCancelled(presses, with: event) }
  }

  /// Tells the responder that a motion event (a shake) began. The default forwards to ``next``.
  open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) {
    forward(.motionBegan) { $0.motionBegan(motion, with: event) }
  }

  /// Tells the responder that a motion event ended. The default forwards to ``next``.
  open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) {
    forward(.motionEnded) { $0.motionEnded(motion, with: event) }
  }

  /// Tells the responder that a motion event was cancelled. The default forwards to ``next``.
  open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) {
    forward(.motionCancelled) { $0.motionCancelled(motion, with: event) }
  }

  /// Tells the responder that a remote-control event arrived. The default forwards to ``next``.
  open func remoteControlReceived(with event: Event?) {
    forward(.remoteControlReceived) { $0.remoteControlReceived(with: event) }
  }

  /// Passes a call on to ``next``, recording the hop (or the drop at the chain's end) when tracing.
  ///
  /// Responders whose handlers are the defaults (``forwardsByDefault``) are passed by in a loop,
  /// recording their hops as their own forwarding would: the calls made and the trace are the
  /// recursion's, and a chain of any length costs no stack.
  ///
  /// - Complexity: O(*k*) in the number of default responders passed by.
  private func forward(
    _ method: ResponderMethod, _ touches: Set<Touch>? = nil, _ call: (Responder) -> Void
  ) {
    let recorder = TraceRecorder.current
    var from: Responder = self
    while true {
      if recorder == nil, from.forwardsToSuperview {
        from = Self.lastOfDefaultViews(from: unsafeDowncast(from, to: View.self))
      }
      let next = from.next
      if let recorder {
        if let next {
          recorder.record(.forwarded(method, from: from.traceName, to: next.traceName))
        } else {
          let ids = touches.map { $0.map(\.touchID).sorted() } ?? []
          recorder.record(.dropped(method, at: from.traceName, touches: ids))
        }
      }
      guard let next else { return }
      guard next.forwardsByDefault else { return call(next) }
      from = next
    }
  }

  /// From a default view with no trace to record, the last of the run of default views its call
  /// would pass through, each the superview of the one before and none a controller's root view:
  /// the same hops as the loop above, without a retain or a dynamic call per view.
  ///
  /// - Complexity: O(*k*) in the length of the run.
  private static func lastOfDefaultViews(from start: View) -> View {
    // `Unmanaged` steps: reading them costs no reference counting.
    var view = Unmanaged.passUnretained(start)
    while !view.takeUnretainedValue().isRootViewOfController,
      let superview = view.takeUnretainedValue().superviewPointer,
      superview.takeUnretainedValue().forwardsToSuperview
    {
      view = superview
    }
    return view.takeUnretainedValue()
  }
}

extension Responder {
  /// The responders from this one to the end of the chain, following ``next``.
  ///
  /// - Complexity: O(*n*) in the length of the chain.
  public var responderChain: [Responder] {
    Array(sequence(first: self, next: \.next))
  }
}
