/// The token that lets a page in: a new random one per run unless one is chosen.
public enum AccessToken {
  /// A random token: 128 bits from the system's generator, as 32 hexadecimal digits.
  public static func random() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in
      let word = String(generator.next() as UInt32, radix: 16)
      return String(repeating: "0", count: 8 - word.count) + word
    }.joined()
  }

  /// Whether `token` can be chosen: 8 to 128 letters, digits, `-` or `_`, so it goes into a URL
  /// as it is.
  public static func isValid(_ token: String) -> Bool {
    (8...128).contains(token.count)
      && token.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "-" || $0 == "_"
      }
  }
}
