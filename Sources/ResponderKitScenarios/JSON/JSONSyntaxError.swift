/// Why a text is not JSON, and where it stops: "unexpected character 'o' at byte 2, …".
package struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The reason, with the byte (counted from 1) where reading stopped.
  package let description: String
  /// The reason without the byte: "unexpected character 'o', where a key in quotes should be".
  package let reason: String
  /// Where reading stopped: the byte of the text, counted from 0.
  package let offset: Int
}
