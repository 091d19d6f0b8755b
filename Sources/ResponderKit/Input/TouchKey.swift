/// A touch id as a key of the sets and dictionaries the event path reads on every sample.
///
/// `Int` hashes with SipHash; these tables are keyed by ids the validator has already bounded,
/// and a table's own seed still varies the layout, so the id mixed with the seed (the splitmix64
/// finalizer) is enough. SipHash on these keys was a seventh of a tap event's instructions.
struct TouchKey: Hashable {
  /// The backend's touch id.
  var id: Int

  init(_ id: Int) { self.id = id }

  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  func _rawHashValue(seed: Int) -> Int { mixedHash(UInt(bitPattern: id), seed: seed) }
}

/// `bits` mixed with a hash table's seed by the splitmix64 finalizer: the hash of keys no input
/// can choose (addresses, bounded ids), for tables the event path reads on every sample.
func mixedHash(_ bits: UInt, seed: Int) -> Int {
  var mixed = UInt64(bits) ^ UInt64(UInt(bitPattern: seed))
  mixed = (mixed ^ (mixed &>> 30)) &* 0xbf58_476d_1ce4_e5b9
  mixed = (mixed ^ (mixed &>> 27)) &* 0x94d0_49bb_1331_11eb
  return Int(truncatingIfNeeded: mixed ^ (mixed &>> 31))
}
