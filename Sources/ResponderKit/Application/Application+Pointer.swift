import Foundation

/// An indirect pointer: clicks and drags as touches, hovering for hover recognizers.
extension Application {
  /// The touch id of the indirect pointer's touch while a button is held: the lowest id a
  /// 32-bit platform id maps to, which a finger's backend is unlikely to use (ResponderKit's
  /// choice; a finger with this id conflicts with the pointer and is refused while it is down).
  nonisolated public static let pointerTouchID = Int(Int32.min)

  /// Feeds one reading of an indirect pointer (``PointerSample``). The first button going down
  /// begins the pointer's touch (type ``Touch/TouchType/indirectPointer``, id
  /// ``pointerTouchID``) where a hit-test finds a view; moving with a button held moves it; the
  /// last button coming up ends it. Touch events carry the buttons and modifiers
  /// (``Event/buttonMask``, ``Event/modifierFlags``). With no button held, the reading is hover.
  ///
  /// A reading that breaks the input rules (a coordinate that is not finite or out of range,
  /// time running backwards) is refused with an ``InputError`` naming the pointer.
  public func send(_ pointer: PointerSample) throws(InputError) {
    let isDown = validator.liveIDs.contains(Self.pointerTouchID)
    let pressed = !pointer.buttonMask.isEmpty
    let phase: TouchSample.Phase = isDown ? (pressed ? .moved : .ended) : .began
    var touch = TouchSample(
      touchID: Self.pointerTouchID, phase: phase, location: pointer.location,
      timestamp: pointer.timestamp, type: .indirectPointer)
    if !isDown && !pressed {
      // Hover: the rules of a touch's location and time, but no touch.
      touch.phase = .stationary
      try admit { () throws(InputError) in try validator.validateHover(touch) }
      inputQueue.append(.pointer(pointer, touch: nil))
    } else {
      try admit { () throws(InputError) in try validator.validate(touch) }
      inputQueue.append(.pointer(pointer, touch: touch))
    }
    drainQueue()
  }

  /// Handles a validated pointer reading, now due: its touch sample, or hover.
  func dispatchPointer(_ pointer: PointerSample, touch: TouchSample?) {
    touchEvent.gestureButtonMask =
      touch?.phase == .ended ? touchEvent.buttonMask : pointer.buttonMask
    touchEvent.buttonMask = pointer.buttonMask
    touchEvent.modifierFlags = pointer.modifierFlags
    guard let touch else {
      clock.advance(to: pointer.timestamp)
      tracer?.record(.eventDispatched(type: .hover, timestamp: pointer.timestamp))
      hover(at: pointer)
      return
    }
    // The pointer becomes a touch: hovering ends, as the pointer leaves every view, at the
    // press's time and with its reading (timers due before the press fire first).
    if touch.phase == .began, !hoveringRecognizers.isEmpty {
      clock.advance(to: pointer.timestamp)
      endHovering(at: pointer)
    }
    process(touch, endsFrame: true)
    if touch.phase == .ended {
      touchEvent.buttonMask = []
      touchEvent.gestureButtonMask = []
    }
  }

  /// Updates the hover recognizers for the pointer at `pointer`: those of the views a hit-test
  /// there finds (the hit view and its superviews) begin or change; those it left end.
  ///
  /// - Complexity: O(*d* + *h*) in the hit view's depth and the recognizers hovering.
  private func hover(at pointer: PointerSample) {
    var under: [HoverGestureRecognizer] = []
    if let (window, views) = viewsUnder(pointer.location) {
      let point = window.convertFromScreen(pointer.location)
      for view in views {
        for case let recognizer as HoverGestureRecognizer in view.attachedRecognizers
        where recognizer.isEnabled {
          recognizer.hoverLocation = point
          recognizer.modifierFlags = pointer.modifierFlags
          recognizer.buttonMask = pointer.buttonMask
          under.append(recognizer)
        }
      }
    }
    for recognizer in hoveringRecognizers where !under.containsIdentical(recognizer) {
      recognizer.moveOutsideArbitration(to: .ended)
    }
    hoveringRecognizers.removeAll { !under.containsIdentical($0) }
    for recognizer in under {
      if hoveringRecognizers.containsIdentical(recognizer) {
        recognizer.moveOutsideArbitration(to: .changed)
      } else {
        hoveringRecognizers.append(recognizer)
        recognizer.moveOutsideArbitration(to: .began)
      }
    }
  }

  /// The views under the pointer at `location`, innermost first: what a hit-test of the
  /// frontmost window taking input finds, and its superviews up to that window. The hit-test is
  /// not traced: the pointer's look-ups would flood a trace.
  ///
  /// - Complexity: a hit-test, then O(*d*) in the hit view's depth.
  func viewsUnder(_ location: CGPoint) -> (window: Window, views: [View])? {
    guard let window = windowsFrontToBack.first(where: { !windowsLeaving.containsIdentical($0) })
    else { return nil }
    let point = window.convertFromScreen(location)
    var views: [View] = []
    var view = TraceRecorder.unrecorded { window.hitTest(point, with: nil) }
    while let current = view {
      views.append(current)
      if current === window { break }
      view = current.superview
    }
    return (window, views)
  }

  /// Ends every hover in progress because of `pointer`'s reading (a button went down): the
  /// recognizers see its location, modifier keys and buttons as they end.
  func endHovering(at pointer: PointerSample) {
    let hovering = hoveringRecognizers
    hoveringRecognizers.removeAll()
    for recognizer in hovering {
      if let window = recognizer.view?.window {
        recognizer.hoverLocation = window.convertFromScreen(pointer.location)
      }
      recognizer.modifierFlags = pointer.modifierFlags
      recognizer.buttonMask = pointer.buttonMask
      recognizer.moveOutsideArbitration(to: .ended)
    }
  }
}
