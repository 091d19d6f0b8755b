#!/usr/bin/env bash
# Builds the SDL example, runs it in a virtual X server, drives it with xdotool like a user, and
# checks what the engine did twice over: the example's log lines, and the colours of screenshots.
# Exits non-zero with a message on the first mismatch.
set -euo pipefail
cd "$(dirname "$0")"
PACKAGE=$(pwd)

# What it needs: SDL2's headers, a virtual X server, xdotool and ImageMagick.
missing=()
pkg-config --exists sdl2 2>/dev/null || missing+=(libsdl2-dev pkg-config)
command -v Xvfb >/dev/null || missing+=(xvfb)
command -v xdotool >/dev/null || missing+=(xdotool)
{ command -v import && command -v convert; } >/dev/null || missing+=(imagemagick)
if ((${#missing[@]})); then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  echo "installing ${missing[*]}"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi

swift build --package-path "$PACKAGE" -Xswiftc -warnings-as-errors
binary="$(swift build --package-path "$PACKAGE" --show-bin-path)/SDLHost"
started=$SECONDS

# A free display, a screen the window's size (so that SDL's centred window sits at 0,0).
display=90
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
work=$(mktemp -d)
Xvfb ":$display" -screen 0 400x600x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
app=""
cleanup() {
  [ -n "$app" ] && kill "$app" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
}
trap cleanup EXIT
export DISPLAY=":$display"
for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done

fail() {
  echo "FAIL: $*" >&2
  echo "--- the example's output:" >&2
  cat "$work/out.txt" >&2
  echo "--- kept in $work" >&2
  trap - EXIT
  cleanup
  exit 1
}

SDL_VIDEODRIVER=x11 "$binary" --exit-after 55 >"$work/out.txt" 2>"$work/err.txt" &
app=$!
window=$(timeout 20 xdotool search --sync --name '^SDLHost$' | head -1) || fail "no SDLHost window"
eval "$(xdotool getwindowgeometry --shell "$window")"  # X, Y: where the window's origin is
origin_x=$X
origin_y=$Y

# Waits up to $2 seconds (default 5) for a line of the log matching the extended regex $1.
expect_line() {
  local deadline=$((SECONDS + ${2:-5}))
  until grep -Eq "^$1\$" "$work/out.txt"; do
    [ $SECONDS -lt "$deadline" ] || fail "no line matching '$1' in the log"
    sleep 0.05
  done
  echo "ok: log has '$(grep -E "^$1\$" "$work/out.txt" | tail -1)'"
}

# Moves the mouse to window point ($1, $2).
move() { xdotool mousemove $((origin_x + $1)) $((origin_y + $2)); }

# Checks that screenshot $1 has colour $4 (r,g,b) at window point ($2, $3); $5 says what it is.
expect_colour() {
  local pixel
  pixel=$(convert "$1" -format "%[pixel:p{$((origin_x + $2)),$((origin_y + $3))}]" info:)
  pixel=$(echo "$pixel" | grep -Eo '[0-9.]+' | head -3 | paste -sd, -)
  [ "$pixel" = "$4" ] || fail "$5: expected $4 at ($2, $3) in $(basename "$1"), found $pixel"
  echo "ok: $5 is $4 at ($2, $3)"
}

expect_line screenshot-ready 10
sleep 0.3
import -window root "$work/start.png"
expect_colour "$work/start.png" 100 30 255,204,0 "button 0 (list at the top)"
expect_colour "$work/start.png" 300 150 255,102,0 "the square at its start"

# A click on button 1 (y 68 to 112 in the list).
move 100 90
xdotool click 1
expect_line "tap button 1"

# A click on the switch.
move 285 45
xdotool click 1
expect_line "switch on"

# A drag of the square from (300, 150) down by 150 points, in small steps.
move 300 150
xdotool mousedown 1
for y in $(seq 160 10 300); do
  sleep 0.02
  move 300 "$y"
done
sleep 0.05
xdotool mouseup 1
expect_line "drag square to \(300, (2[6-9][0-9]|30[0-9])\)"
square_y=$(grep -Eo 'drag square to \(300, [0-9]+\)' "$work/out.txt" | tail -1 | grep -Eo '[0-9]+\)$' | tr -d ')')

# A double click on the double-tap view.
move 300 440
xdotool click --repeat 2 --delay 80 1
expect_line "double tap"

# Hovering over the hover view, then away from it.
move 300 540
expect_line "hover began"
sleep 0.2
import -window root "$work/hover.png"
expect_colour "$work/hover.png" 300 540 255,255,0 "the hover view while hovered"
move 300 385
expect_line "hover ended"

# One notch of the wheel towards the user over the list: 40 points down the content.
move 100 300
xdotool click 5
expect_line "list drag ended at y=40 decelerate=(true|false)" 3
sleep 0.5
import -window root "$work/wheel.png"
expect_colour "$work/wheel.png" 100 30 0,204,255 "button 1 at the top of the list after the wheel"

# A fling: a fast drag up the list, then the list coasts and settles.
move 100 520
xdotool mousedown 1
for y in 480 420 340 260 180; do
  sleep 0.01
  move 100 "$y"
done
xdotool mouseup 1
expect_line "list drag ended at y=[0-9]+ decelerate=true"
expect_line "scrolled to y=[0-9]+ after fling" 8

# The final screen: every change the interactions made, and nothing else.
move 390 590
sleep 0.3
import -window root "$work/shot.png"
cp "$work/shot.png" "$PACKAGE/shot.png"
expect_colour "$work/shot.png" 285 45 0,255,0 "the switch, on"
expect_colour "$work/shot.png" 300 130 51,51,102 "the background where the square was"
expect_colour "$work/shot.png" 300 "$square_y" 255,102,0 "the square where it was dragged"
expect_colour "$work/shot.png" 300 440 255,255,255 "the double-tap view's second colour"
expect_colour "$work/shot.png" 300 540 153,0,255 "the hover view, no longer hovered"
expect_colour "$work/shot.png" 5 300 0,51,51 "the list's background"
if grep -q "input refused" "$work/out.txt"; then fail "the engine refused input"; fi

echo "PASS in $((SECONDS - started)) s after the build; screenshot: $PACKAGE/shot.png"
echo "--- the example's output:"
cat "$work/out.txt"
