extension PointerInput {
  /// The pointer message in `fields` (Docs/playground.md), or what is wrong with it, naming the
  /// key.
  init(_ fields: JSONFields) throws(MessageProblem) {
    self.init(
      pointerId: try fields.wholeNumber("pointerId"),
      pointerType: try fields.choice("pointerType", Kind.self),
      phase: try fields.choice("phase", Phase.self),
      x: try fields.coordinate("x"), y: try fields.coordinate("y"),
      timestamp: try fields.number("timestamp"),
      pressure: try fields.optionalNumber("pressure"),
      tiltX: try fields.optionalNumber("tiltX"), tiltY: try fields.optionalNumber("tiltY"),
      buttons: try fields.optionalWholeNumber("buttons"),
      coalesced: try fields.optionalObjects("coalesced")?.map { (reading) throws(MessageProblem) in
        try Reading(reading)
      })
  }
}

extension PointerInput.Reading {
  /// The coalesced reading in `fields`, or what is wrong with it, naming the key.
  init(_ fields: JSONFields) throws(MessageProblem) {
    self.init(
      x: try fields.coordinate("x"), y: try fields.coordinate("y"),
      timestamp: try fields.number("timestamp"),
      pressure: try fields.optionalNumber("pressure"),
      tiltX: try fields.optionalNumber("tiltX"), tiltY: try fields.optionalNumber("tiltY"))
  }
}
