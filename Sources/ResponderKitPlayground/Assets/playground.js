// The ResponderKit playground page: sends the screen's Pointer Events to the server over a
// WebSocket (Docs/playground.md) and shows what the engine answers. No build step, no library.

const stage = document.getElementById("stage");
const screenBox = document.getElementById("screen");
const overlay = document.getElementById("overlay");
const traceBox = document.getElementById("trace");
const traceFilter = document.getElementById("trace-filter");
const errorsBox = document.getElementById("errors");
const savedBox = document.getElementById("saved");

/** What the page keeps: the latest state, the trace lines, the pointers down here. */
const page = {
  socket: null,
  state: null,
  window: { width: 375, height: 667 },
  scale: 1,
  trace: [],
  down: new Map(),
  lastScenario: null,
  lastTraceFile: null,
  errors: [],
};
window.playground = page;

// The run's token, from the page's URL: the server opens a session only for a page that has it.
const token = new URLSearchParams(location.search).get("token") || "";

function connect() {
  const socket = new WebSocket(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`);
  page.socket = socket;
  socket.addEventListener("open", () => {
    document.body.dataset.connected = "true";
    document.getElementById("status").textContent = "connected";
  });
  socket.addEventListener("close", () => {
    document.body.dataset.connected = "false";
    document.getElementById("status").textContent = "disconnected; reconnecting…";
    page.down.clear();
    setTimeout(connect, 1000);
  });
  socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
}

function send(message) {
  if (page.socket && page.socket.readyState === WebSocket.OPEN) {
    page.socket.send(JSON.stringify(message));
  }
}

// Input: Pointer Events in window points, with their coalesced readings.

/** Window points for an event's CSS-pixel coordinates. */
function windowPoint(event) {
  const box = stage.getBoundingClientRect();
  return { x: (event.clientX - box.left) / page.scale, y: (event.clientY - box.top) / page.scale };
}

function pointerMessage(event, phase) {
  const point = windowPoint(event);
  const message = {
    type: "pointer", pointerId: event.pointerId, pointerType: event.pointerType || "mouse", phase,
    x: point.x, y: point.y, timestamp: event.timeStamp, pressure: event.pressure,
    tiltX: event.tiltX, tiltY: event.tiltY, buttons: event.buttons,
  };
  if (phase === "move" && event.getCoalescedEvents) {
    const readings = event.getCoalescedEvents().filter((e) => e.timeStamp < event.timeStamp);
    message.coalesced = readings.slice(-32).map((e) => {
      const p = windowPoint(e);
      return { x: p.x, y: p.y, timestamp: e.timeStamp, pressure: e.pressure, tiltX: e.tiltX, tiltY: e.tiltY };
    });
  }
  return message;
}

stage.addEventListener("pointerdown", (event) => {
  event.preventDefault();
  stage.setPointerCapture(event.pointerId);
  page.down.set(event.pointerId, windowPoint(event));
  send(pointerMessage(event, "down"));
  drawOverlay();
});
stage.addEventListener("pointermove", (event) => {
  if (!page.down.has(event.pointerId)) return;
  page.down.set(event.pointerId, windowPoint(event));
  send(pointerMessage(event, "move"));
  drawOverlay();
});
for (const [type, phase] of [["pointerup", "up"], ["pointercancel", "cancel"]]) {
  stage.addEventListener(type, (event) => {
    if (!page.down.has(event.pointerId)) return;
    page.down.delete(event.pointerId);
    send(pointerMessage(event, phase));
    drawOverlay();
  });
}
stage.addEventListener("contextmenu", (event) => event.preventDefault());

document.getElementById("save").addEventListener("click", () => send({ type: "save" }));
document.getElementById("download-trace").addEventListener("click", () => send({ type: "trace" }));
document.getElementById("reset").addEventListener("click", () => send({ type: "reset" }));
traceFilter.addEventListener("input", drawTrace);
window.addEventListener("resize", () => page.state && layout());

// Output: the state the engine reports.

function receive(message) {
  switch (message.type) {
    case "state": return showState(message);
    case "error": return showError(message);
    case "scenario":
      page.lastScenario = message;
      savedBox.hidden = false;
      savedBox.dataset.matches = String(message.matchesLiveTrace);
      savedBox.textContent = `Saved ${message.fileName}` + (message.matchesLiveTrace
        ? ": it replays to the same trace." : ": it may not replay to the same trace (refused input, or the screen was still busy).");
      return download(message.fileName, message.yaml, "application/yaml");
    case "trace":
      page.lastTraceFile = message;
      return download(message.fileName, message.jsonLines, "application/jsonl");
  }
}

function download(name, text, type) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

function showError(message) {
  page.errors.unshift(message);
  const item = document.createElement("li");
  item.dataset.code = message.code;
  item.textContent = message.message;
  errorsBox.prepend(item);
  while (errorsBox.children.length > 20) errorsBox.lastChild.remove();
}

function showState(state) {
  const fresh = !page.state || page.state.version !== state.version || state.traceStart === 0;
  page.state = state;
  page.window = state.window;
  const file = document.getElementById("file");
  file.textContent = `${state.file} (load ${state.version})`;
  file.dataset.version = String(state.version);
  const clock = document.getElementById("clock");
  clock.textContent = `t = ${state.time.toFixed(3)} s${state.busy ? " ●" : ""}`;
  clock.dataset.time = String(state.time);
  document.body.dataset.busy = String(state.busy);
  screenBox.innerHTML = state.screen;
  document.getElementById("timeline").innerHTML = state.timeline;
  layout();
  if (fresh) page.trace = [];
  page.trace.length = Math.min(page.trace.length, state.traceStart);
  page.trace.push(...state.trace);
  drawTrace();
  drawTouches(state.touches);
  drawViews(state.views);
  drawOverlay();
}

/** Scales the screen to fit its column, sharp at any device-pixel ratio (it is vector). */
function layout() {
  const { width, height } = page.window;
  const room = Math.max(200, stage.parentElement.clientWidth - 8);
  const tall = Math.max(240, window.innerHeight - 120);
  page.scale = Math.min(room / width, tall / height, 2);
  stage.style.width = `${width * page.scale}px`;
  stage.style.height = `${height * page.scale}px`;
  const svg = screenBox.querySelector("svg");
  if (svg) {
    svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    svg.removeAttribute("width");
    svg.removeAttribute("height");
  }
  overlay.setAttribute("viewBox", `0 0 ${width} ${height}`);
}

function drawOverlay() {
  const parts = [];
  const latest = page.state && page.state.touches[page.state.touches.length - 1];
  if (latest && latest.hitView) {
    const view = screenBox.querySelector(`polygon.view[data-id="${CSS.escape(latest.hitView)}"]`);
    if (view) parts.push(`<polygon class="hit-outline" data-hit-view="${escapeHTML(latest.hitView)}" points="${view.getAttribute("points")}"/>`);
  }
  const server = new Map((page.state ? page.state.pointers : []).map((p) => [p.pointerId, p]));
  for (const [id, point] of page.down) {
    const label = server.get(id) ? server.get(id).touch : "";
    parts.push(`<circle class="pointer" data-pointer="${id}" cx="${point.x}" cy="${point.y}" r="14"/>`);
    parts.push(`<text class="pointer-label" x="${point.x}" y="${point.y + 4}">${label}</text>`);
  }
  overlay.innerHTML = parts.join("");
}

function drawTouches(touches) {
  const box = document.getElementById("touches");
  if (touches.length === 0) {
    box.innerHTML = `<p class="hint">Press on the screen with a mouse, a finger or a pen.</p>`;
    return;
  }
  box.innerHTML = touches.slice().reverse().map((t) => `
    <section class="touch-card" data-touch="${t.touch}" data-hit-view="${escapeHTML(t.hitView || "none")}" data-down="${t.down}">
      <h3>touch ${t.touch} (${t.kind}) at (${round(t.location.x)}, ${round(t.location.y)}): hit view <span class="hit-view">${escapeHTML(t.hitView || "none")}</span>${t.down ? " — down" : ""}</h3>
      <div>hit-test path, front to back:</div>
      <ul class="hit-test">${t.hitTest.map((v) => `<li data-view="${escapeHTML(v.view)}" data-gets-touch="${v.getsTouch}">${escapeHTML(v.view)}: ${escapeHTML(v.verdict)}</li>`).join("")}</ul>
      <div>visited by hitTest(_:with:):</div>
      <ul class="visited">${t.visited.map((v) => `<li data-view="${escapeHTML(v.view)}">${escapeHTML(v.view)} returned ${escapeHTML(v.result || "nil")}${v.reason ? ` (${escapeHTML(v.reason)})` : ""}</li>`).join("")}</ul>
      <div>recognizers on the path:</div>
      <ul class="recognizers">${t.recognizers.length === 0 ? "<li>none</li>" : t.recognizers.map((r) => `<li data-recognizer="${escapeHTML(r.name)}" data-state="${r.state}">${escapeHTML(r.name)}: ${r.state}${r.waitingFor ? `, waiting for ${escapeHTML(r.waitingFor)} to fail` : ""}${r.reason ? ` — ${escapeHTML(r.reason)}` : ""}</li>`).join("")}</ul>
      <div>responder chain: ${escapeHTML(t.responderChain.join(" → "))}</div>
      ${t.outcome ? `<p class="outcome" data-outcome>${escapeHTML(t.outcome)}</p>` : ""}
      <pre class="story">${escapeHTML(t.story.filter((line) => !line.startsWith("outcome:")).join("\n"))}</pre>
    </section>`).join("");
}

function drawViews(views) {
  const body = document.querySelector("#views tbody");
  body.innerHTML = views.map((v) => {
    const data = [`data-view-id="${escapeHTML(v.id)}"`, `data-kind="${v.kind}"`];
    const words = [];
    if (v.contentOffset) {
      data.push(`data-offset-x="${v.contentOffset.x}"`, `data-offset-y="${v.contentOffset.y}"`,
        `data-dragging="${v.dragging}"`, `data-decelerating="${v.decelerating}"`);
      words.push(`contentOffset (${round(v.contentOffset.x)}, ${round(v.contentOffset.y)})`);
      if (v.dragging) words.push("dragging");
      if (v.decelerating) words.push("decelerating");
    }
    if (v.highlighted !== undefined) {
      data.push(`data-highlighted="${v.highlighted}"`, `data-tracking="${v.tracking}"`);
      if (v.highlighted) words.push("highlighted");
      if (v.tracking) words.push("tracking");
    }
    if (v.on !== undefined && v.on !== null) {
      data.push(`data-on="${v.on}"`);
      words.push(v.on ? "on" : "off");
    }
    return `<tr ${data.join(" ")}><td>${escapeHTML(v.id)}</td><td>${v.kind}</td><td>${words.join(", ") || "normal"}</td></tr>`;
  }).join("");
}

function drawTrace() {
  const filter = traceFilter.value.trim().toLowerCase();
  const lines = page.trace.map((line) => line.text).filter((text) => text !== null && text !== undefined);
  const shown = filter ? lines.filter((text) => text.toLowerCase().includes(filter)) : lines;
  const atBottom = traceBox.scrollTop + traceBox.clientHeight >= traceBox.scrollHeight - 4;
  traceBox.textContent = shown.join("\n");
  traceBox.dataset.lines = String(shown.length);
  if (atBottom) traceBox.scrollTop = traceBox.scrollHeight;
}

function round(value) {
  return Math.round(value * 10) / 10;
}

function escapeHTML(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

connect();
