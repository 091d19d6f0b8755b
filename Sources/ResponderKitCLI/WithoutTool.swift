// The executable of a build without the package's `Tool` trait (a package that depends on this one
// with `traits: []` builds every product, this one included): it says what it lacks and exits 2.
#if !Tool
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  @main
  enum ResponderKitWithoutTool {
    static func main() {
      let message =
        "responderkit: this build has no command line tool: it was built without the package's "
        + "'Tool' trait, which brings its dependencies. Build ResponderKit with its default traits.\n"
      fputs(message, stderr)
      exit(2)
    }
  }
#endif
