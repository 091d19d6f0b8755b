import Foundation
import ResponderKit

extension RawInputFuzzer {
  /// Plays operations until the bytes run out: frames of samples (mostly valid), desktop input
  /// (keys, the pointer, scrolls, trackpad transforms), waits, cancels, mutations, windows
  /// leaving and coming back.
  func play() {
    var count = 0
    while !input.isExhausted, count < Self.maximumOperations {
      count += 1
      let operation = input.int(in: 0...15)
      switch operation {
      case 0...8: sendFrame()
      case 9, 10: wait()
      case 11:
        narration?("cancelAllTouches")
        application.cancelAllTouches()
      case 12, 13: mutate(around: pickView())
      case 14: toggleWindow()
      default: sendDesktopInput()
      }
    }
  }

  /// Cancels whatever is down, runs every timer out, and checks that nothing was left behind.
  func finish() {
    for window in windows where !application.windows.contains(where: { $0 === window }) {
      application.attach(window)
    }
    finishDesktopInput()
    application.cancelAllTouches()
    for _ in 0..<200 {
      guard application.clock.pendingTimerCount > 0 else { break }
      time += 1
      application.advance(to: time)
    }
    ledger.closeBooks()
    for recognizer in recognizers {
      if recognizer.state != .possible {
        violations.append("\(recognizer.traceName) left in state \(recognizer.state)")
      }
      if recognizer.numberOfTouches != 0 {
        violations.append(
          "\(recognizer.traceName) still holds \(recognizer.numberOfTouches) touches")
      }
    }
  }

  /// Sends a frame of one to three samples; a refused frame must change nothing.
  func sendFrame() {
    var samples: [TouchSample] = []
    let step = Double(input.int(in: 0...40)) / 200
    let backwards = input.chance(4)
    let before = time
    time = backwards ? time - 0.5 : time + step
    for _ in 0..<input.int(in: 1...3) {
      let phase = TouchSample.Phase.allCases[input.int(in: 0...4)]
      let location = CGPoint(x: input.coordinate(span: 400), y: input.coordinate(span: 700))
      samples.append(
        TouchSample(
          touchID: input.int(in: 1...5), phase: phase, location: location, timestamp: time))
    }
    narration?(
      "send "
        + samples.map { "\($0.touchID) \($0.phase) (\($0.location.x), \($0.location.y))" }
        .joined(separator: ", ") + " at \(time)")
    send(samples)
    // Time that ran backwards was refused: the next frame starts from where time was.
    if backwards { time = before }
  }

  /// Sends `samples`, checking that a refusal delivered nothing and changed no recognizer.
  func send(_ samples: [TouchSample]) {
    let callsBefore = ledger.callCount
    let statesBefore = recognizers.map(\.state)
    do {
      try application.send(samples)
    } catch {
      // The error is typed (`InputError`) by the signature; nothing of the frame may show.
      if handlerDepth == 0, ledger.callCount != callsBefore {
        violations.append("a refused frame (\(error)) delivered touch calls")
      }
      if handlerDepth == 0, recognizers.map(\.state) != statesBefore {
        violations.append("a refused frame (\(error)) changed recognizer states")
      }
    }
  }

  private func wait() {
    time += Double(input.int(in: 1...120)) / 100
    narration?("wait to \(time)")
    application.advance(to: time)
  }

  private func toggleWindow() {
    guard let window = windows.last, windows.count > 1 || input.chance(64) else { return }
    narration?("toggle \(window.traceName)")
    if application.windows.contains(where: { $0 === window }) {
      application.detach(window)
    } else {
      application.attach(window)
    }
  }

  /// One mutation of the world near `view`, of the kinds a real app's handlers make.
  func mutate(around view: View?) {
    guard mutationBudget > 0 else { return }
    mutationBudget -= 1
    let recognizer =
      recognizers.isEmpty ? nil : recognizers[input.int(in: 0...(recognizers.count - 1))]
    let mutation = input.int(in: 0...17)
    narration?(
      "mutation \(mutation) around \(view?.traceName ?? "nothing"), recognizer "
        + "\(recognizer?.traceName ?? "none")" + (handlerDepth > 0 ? " (from a handler)" : ""))
    switch mutation {
    case 0: view?.removeFromSuperview()
    case 1: view?.superview?.removeFromSuperview()
    case 2: if let window = view?.window { application.detach(window) }
    case 3: addRecognizer(to: view)
    case 4: recognizer?.view?.removeGestureRecognizer(recognizer!)
    case 5: if let recognizer { view?.addGestureRecognizer(recognizer) }
    case 6:
      recognizer?.isEnabled = false
      recognizer?.isEnabled = true
    case 7: recognizer?.isEnabled.toggle()
    case 8: if let scroll = scrollViews.first { scroll.isScrollEnabled.toggle() }
    case 9: view?.isHidden.toggle()
    case 10:
      view?.transform =
        input.chance(128) ? .identity : CGAffineTransform(scaleX: 0.5, y: 2).rotated(by: 0.3)
    case 11: view?.isUserInteractionEnabled.toggle()
    case 12:
      let id = input.int(in: 1...5)
      let phase = TouchSample.Phase.allCases[input.int(in: 0...4)]
      let point = CGPoint(x: CGFloat(input.int(in: 0...399)), y: CGFloat(input.int(in: 0...699)))
      send([TouchSample(touchID: id, phase: phase, location: point, timestamp: time)])
    case 13: application.cancelAllTouches()
    case 14:
      // A removed view comes back somewhere.
      guard let view, view.superview == nil, let parent = windows.first else { return }
      parent.addSubview(view)
    case 15:
      if let scroll = scrollViews.first {
        scroll.setContentOffset(
          CGPoint(x: CGFloat(input.int(in: 0...300)), y: CGFloat(input.int(in: 0...900))),
          animated: input.chance(128))
      }
    case 16: view?.alpha = view?.alpha == 1 ? 0.005 : 1
    default:
      if let recognizer, let other = recognizers.last, other !== recognizer {
        recognizer.require(toFail: other)
      }
    }
  }
}
