import ProbeCapture
import ProbeDemos
import ProbeFuzzing
import ProbeLayoutSolver
import ProbePlayground
import ProbeResponderKit
import ProbeResponderKitUIKit
import ProbeScenarios
import ProbeSnapshotTesting
import ProbeTesting
import ProbeUIKit

// One line per library product, each used for something real.
MainActor.assumeIsolated {
  for line in [
    probeResponderKit(), probeResponderKitUIKit(), probeUIKit(), probeDemos(), probeScenarios(),
    probePlayground(), probeFuzzing(), probeCapture(), probeLayoutSolver(), probeTesting(),
    probeSnapshotTesting(),
  ] {
    print(line)
  }
}
