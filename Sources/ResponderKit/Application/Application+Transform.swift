import Foundation

/// Trackpad pinches and rotations: transform input for pinch and rotation recognizers.
extension Application {
  /// Feeds one trackpad pinch or rotation reading (``TransformSample``). At its beginning the
  /// gesture goes to the innermost ``PinchGestureRecognizer`` and the innermost
  /// ``RotationGestureRecognizer`` under the pointer (enabled, not busy with touches); they
  /// begin with the first step that scales or turns, follow every step (`scale` multiplies,
  /// `rotation` adds up) and end with the gesture. Touch methods see nothing of it.
  ///
  /// A reading that breaks the rules (a scale that is not a positive finite factor, a gesture
  /// changing before it began, time running backwards) is refused with an ``InputError``.
  public func send(_ transform: TransformSample) throws(InputError) {
    let sample = TouchSample(
      touchID: Self.pointerTouchID, phase: .stationary, location: transform.location,
      timestamp: transform.timestamp, type: .indirectPointer)
    try admit { () throws(InputError) in try validator.validateTransform(transform, as: sample) }
    inputQueue.append(.transform(transform))
    drainQueue()
  }

  /// Handles a validated transform reading, now due.
  func dispatchTransform(_ transform: TransformSample) {
    clock.advance(to: transform.timestamp)
    tracer?.record(.eventDispatched(type: .transform, timestamp: transform.timestamp))
    let interval = transform.timestamp - lastTransformTime
    lastTransformTime = transform.timestamp
    if transform.phase == .began { transformingRecognizers = recognizersUnder(transform.location) }
    // A recognizer picked at the began that has not begun yet may have joined a touch sequence
    // since: the touches have it now, and the trackpad lets it go.
    transformingRecognizers.removeAll { !$0.isDrivenOutsideArbitration && !$0.isFreeForOtherInput }
    for recognizer in transformingRecognizers {
      // A trackpad's transform carries no modifier keys or buttons.
      recognizer.modifierFlags = []
      recognizer.buttonMask = []
      if let pinch = recognizer as? PinchGestureRecognizer, transform.scale != 1 {
        pinch.transform(scaleBy: transform.scale, interval: interval)
      }
      if let rotation = recognizer as? RotationGestureRecognizer, transform.rotation != 0 {
        rotation.transform(rotateBy: transform.rotation, interval: interval)
      }
    }
    guard transform.phase == .ended || transform.phase == .cancelled else { return }
    let finished = transformingRecognizers
    transformingRecognizers.removeAll()
    for recognizer in finished where recognizer.machine.state.isActive {
      recognizer.moveOutsideArbitration(to: transform.phase == .cancelled ? .cancelled : .ended)
    }
  }

  /// The innermost pinch and the innermost rotation recognizer under `location`.
  ///
  /// - Complexity: O(*d* + *r*) in the hit view's depth and the recognizers met.
  private func recognizersUnder(_ location: CGPoint) -> [GestureRecognizer] {
    var pinch: GestureRecognizer?
    var rotation: GestureRecognizer?
    for current in viewsUnder(location)?.views ?? [] where pinch == nil || rotation == nil {
      for recognizer in current.attachedRecognizers
      where recognizer.isFreeForOtherInput {
        if pinch == nil, recognizer is PinchGestureRecognizer { pinch = recognizer }
        if rotation == nil, recognizer is RotationGestureRecognizer { rotation = recognizer }
      }
    }
    return [pinch, rotation].compactMap { $0 }
  }
}
