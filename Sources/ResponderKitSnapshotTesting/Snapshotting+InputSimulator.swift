import ResponderKit
import ResponderKitTesting

#if SnapshotTesting
  import SnapshotTesting

  extension Snapshotting where Value == InputSimulator, Format == String {
    /// What happened, as `responderkit trace` prints it without hit-testing, one line per record:
    /// `assertSnapshot(of: simulator, as: .trace)`.
    public static var trace: Snapshotting {
      Snapshotting<String, String>.lines.pullback { simulator in
        MainActor.assumeIsolated { simulator.traceSnapshot }
      }
    }

    /// Every window's hierarchy as UIKit's `recursiveDescription` prints it, with the objects'
    /// addresses replaced by `0x…` so that the snapshot is the same on every run:
    /// `assertSnapshot(of: simulator, as: .hierarchy)`.
    public static var hierarchy: Snapshotting {
      Snapshotting<String, String>.lines.pullback { simulator in
        MainActor.assumeIsolated { simulator.hierarchySnapshot }
      }
    }
  }
#endif

/// The texts the strategies snapshot, for any snapshot or golden-file tool: without the package's
/// `SnapshotTesting` trait (and swift-snapshot-testing) they are all this library has.
extension InputSimulator {
  /// What the `.trace` strategy snapshots: the trace as `responderkit trace` prints it without
  /// hit-testing, one line per record.
  public var traceSnapshot: String { traceText }

  /// What the `.hierarchy` strategy snapshots: every window's hierarchy as UIKit's
  /// `recursiveDescription` prints it, with the objects' addresses written `0x…` so that it is the
  /// same on every run.
  public var hierarchySnapshot: String { stableAddresses(hierarchyText) }
}

/// `text` with every hexadecimal address (`0x600001a2c0f0`) written `0x…`.
///
/// - Complexity: O(*n*) in the text's length.
func stableAddresses(_ text: String) -> String {
  text.replacing(/0x[0-9a-f]+/, with: "0x…")
}
