/// Identity of unretained pointers (the hierarchy's `superviewPointer` and `windowPointer`, a
/// window's `applicationPointer`), tested without loading a strong reference.
extension Optional {
  /// Whether this unretained pointer is to `object`, compared by address: nothing is retained,
  /// as an identity test (`===`) on the loaded reference would.
  @inline(__always)
  func isPointer<Object: AnyObject>(to object: Object) -> Bool
  where Wrapped == Unmanaged<Object> {
    self?.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
  }
}
