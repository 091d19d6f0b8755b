import Testing

/// What an exit test's process wrote to standard error, as text: where the engine stops the
/// program as UIKit raises, the message names UIKit's exception (Choices §14.11).
func standardError(of result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// Whether `result`'s standard error names `exception` as UIKit's uncaught-exception message
/// does: `Terminating app due to uncaught exception 'NSRangeException', reason: '…`.
func namesException(_ result: ExitTest.Result?, _ exception: String) -> Bool {
  standardError(of: result).contains("Terminating app due to uncaught exception '\(exception)'")
}
