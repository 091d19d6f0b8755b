import Foundation

/// One observer of recognizers' state changes, with its token.
struct RecognizerStateObservation {
  let token: Int
  let observer: Application.RecognizerStateObserver
}

/// Watching every gesture recognizer's state (Embedding §22.4).
extension Application {
  /// Told of a recognizer's state change: the recognizer, the state it left and the one it
  /// entered.
  public typealias RecognizerStateObserver =
    @MainActor (
      _ recognizer: GestureRecognizer, _ from: GestureRecognizer.State,
      _ to: GestureRecognizer.State
    ) -> Void

  /// A handle for removing an observer.
  public struct ObserverToken: Hashable, Sendable {
    fileprivate let value: Int
  }

  /// Adds `observer`, told of every state change of every recognizer the application's input
  /// drives, as the engine reports it: the states actions see and those they never do (`failed`,
  /// and the reset to `possible` after a gesture finished). UIKit code observes `state` by
  /// key-value observation, which Swift off Apple platforms lacks; a host or a debugging overlay
  /// uses this instead of a ``TraceRecorder``, which keeps every record.
  ///
  /// Observers run in the order added, after the change is traced and before actions are sent.
  @discardableResult
  public func addRecognizerStateObserver(_ observer: @escaping RecognizerStateObserver)
    -> ObserverToken
  {
    lastObserverToken += 1
    recognizerStateObservers.append(
      RecognizerStateObservation(token: lastObserverToken, observer: observer))
    return ObserverToken(value: lastObserverToken)
  }

  /// Removes the observer `token` names; does nothing if it was removed already.
  public func removeRecognizerStateObserver(_ token: ObserverToken) {
    recognizerStateObservers.removeAll { $0.token == token.value }
  }
}

extension GestureRecognizer {
  /// Tells the application's observers that the recognizer went from `previous` to `state`.
  @inline(__always)
  func notifyStateObservers(from previous: State, to state: State) {
    guard previous != state,
      let application = Application.dispatching?.takeUnretainedValue() ?? view?.window?.application,
      !application.recognizerStateObservers.isEmpty
    else { return }
    for observation in application.recognizerStateObservers {
      observation.observer(self, previous, state)
    }
  }
}
