/// Why a text is not JSON, and where it stops: "unexpected character 'o' at byte 2, …".
struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The reason, with the byte (counted from 1) where reading stopped.
  let description: String
}
