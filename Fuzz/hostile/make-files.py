#!/usr/bin/env python3
"""Writes the hostile scenario files of RELIABILITY.md's "hostile files" campaign into a folder:
files a few lines or megabytes long that ask for millions of events, values or pairs, or for
geometry past what a Double holds. `measure.sh` runs every command on each and tables the time
and memory. Usage: make-files.py FOLDER"""
import os
import sys

out = sys.argv[1] if len(sys.argv) > 1 else "hostile"
os.makedirs(out, exist_ok=True)
screen = "views:\n  - {id: A, frame: [0, 0, 375, 667]}\n"


def write(name, text):
    with open(os.path.join(out, name + ".yaml"), "w") as f:
        f.write(text)


def steps(lines):
    return "touches:\n" + "".join("  - " + line + "\n" for line in lines)


# Steps whose duration or count multiplies.
write("hover-300x600s", screen + steps(["hover: {path: [[10, 10], [300, 600]], duration: 600}"] * 300))
write("trackpad-300x600s", screen + steps(["trackpad: {at: [10, 10], delta: [0, 100], duration: 600}"] * 300))
write("pinch-300x600s", screen + steps(["trackpadPinch: {at: [10, 10], scale: 2, duration: 600}"] * 300))
write("rotate-300x600s", screen + steps(["trackpadRotate: {at: [10, 10], degrees: 90, duration: 600}"] * 300))
write("wheel-1000x10000", screen + steps(["wheel: {at: [10, 10], delta: [0, 1], ticks: 10000}"] * 1000))
write("key-2000x600s", screen + steps(["key: {key: a, hold: 600}"] * 2000))

# Aliases that multiply work.
points = ", ".join("[%d, %d]" % (i % 375, i % 667) for i in range(200000))
write("path-200000-alias-x50", screen + "touches:\n  - hover: &h {path: [" + points + "], duration: 0}\n" + "  - hover: *h\n" * 50)
calls = ", ".join(["touchesBegan"] * 20000)
write("received-alias-x2000", screen + steps(["tap: [10, 10]"]) + "expect:\n  - &e {view: A, received: [" + calls + "]}\n" + "  - *e\n" * 2000)
segs = ", ".join("S%d" % i for i in range(100000))
text = "views:\n  - {id: C0, kind: segmentedControl, frame: [0, 0, 300, 30], segments: &s [" + segs + "]}\n"
text += "".join("  - {id: C%d, kind: segmentedControl, frame: [0, %d, 300, 30], segments: *s}\n" % (i, i % 600) for i in range(1, 2000))
write("segments-100000-alias-x2000", text + steps(["tap: [10, 10]"]))
names = ", ".join("g%d" % i for i in range(3000))
text = "views:\n  - id: A\n    frame: [0, 0, 375, 667]\n    gestures:\n"
text += "      - {type: tap, name: g0, simultaneousWith: &n [" + names + "]}\n"
text += "".join("      - {type: tap, name: g%d, simultaneousWith: *n}\n" % i for i in range(1, 3000))
write("relations-3000-every-pair", text + steps(["tap: [10, 10]"]))
for count in (140, 500):
    names = ", ".join("g%d" % i for i in range(count))
    text = "views:\n  - id: A\n    frame: [0, 0, 375, 667]\n    gestures:\n"
    text += "      - {type: tap, name: g0, simultaneousWith: &n [" + names + "]}\n"
    text += "".join("      - {type: tap, name: g%d, simultaneousWith: *n}\n" % i for i in range(1, count))
    write("relations-%d-every-pair" % count, text + steps(["tap: [10, 10]", "doubleTap: [20, 20]"]))
for count in (50, 100):
    names = ", ".join("g%d" % i for i in range(count))
    text = "views:\n  - id: A\n    frame: [0, 0, 375, 667]\n    gestures:\n"
    text += "      - {type: tap, name: g0, requireToFail: &n [" + names + "]}\n"
    text += "".join("      - {type: tap, name: g%d, requireToFail: *n}\n" % i for i in range(1, count))
    write("requirements-%d-every-pair" % count, text + steps(["tap: [10, 10]", "doubleTap: [20, 20]"]))
nested = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    "a%d: &a%d [%s]\n" % (k, k, ", ".join(["*a%d" % (k - 1)] * 10)) for k in range(1, 10))
write("aliases-of-aliases", nested + "views: *a9\n")

# Controls that generate events.
stepper = "views:\n  - {id: S, kind: stepper, frame: [0, 0, 94, 32], stepValue: 0.000001, max: 10000000}\n"
write("stepper-tiny-step-held", stepper + steps(["longPress: {at: [70, 16], duration: 600}"] * 1000))
write("stepper-wrapping-held", stepper.replace("max: 10000000", "wraps: true") + steps(["longPress: {at: [70, 16], duration: 600}"] * 1000))

# Work that must grow linearly with size.
samples = ", ".join("{id: %d, phase: began, at: [%d, %d], time: 0}" % (i, i % 375, (i // 375) % 667) for i in range(150000))
write("frame-150000-samples", screen + "touches:\n  - samples: [" + samples + "]\n")
write("taps-125000", screen + steps("tap: [%d, %d]" % (i % 375, (i // 375) % 667) for i in range(125000)))
write("buttons-100000-overlapping", "views:\n" + "".join(
    "  - {id: B%d, kind: button, frame: [%d, %d, 200, 200]}\n" % (i, i % 175, (i // 175) % 467) for i in range(100000))
    + steps(["tap: [100, 100]"]))
write("recognizers-5000-one-view", "views:\n  - id: A\n    frame: [0, 0, 375, 667]\n    gestures:\n" + "".join(
    "      - {type: tap, name: g%d}\n" % i for i in range(5000)) + steps(["tap: [10, 10]", "doubleTap: [20, 20]"]))


# Transforms that compound past what a Double holds.
def chain(levels, transform):
    text, indent = "views:\n", "  "
    for level in range(levels):
        text += "%s- id: v%d\n%s  frame: [0, 0, 100, 100]\n%s  transform: %s\n" % (indent, level, indent, indent, transform)
        if level < levels - 1:
            text += indent + "  subviews:\n"
            indent += "    "
    return text + steps(["tap: [1, 1]"])


write("scale-10-rotated-x10", chain(10, "{scale: [10, 10], rotate: 45}"))
write("scale-1e7-x50", chain(50, "{scale: [10000000, 10000000]}"))
write("scale-1e7-translated-x44", chain(44, "{scale: [10000000, 10000000], translate: [10000000, -10000000]}"))
