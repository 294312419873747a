// The phone's page (issue 54): join a seat with the table's code, then show the seat's state as
// the game sends it and send back the index of a tapped choice. Every word comes from the game.
"use strict";
const W = JSON.parse(document.getElementById("words").textContent);
const $ = (id) => document.getElementById(id);
const FATAL = ["bad_code", "locked_out", "held", "taken", "closed"];
let code = decodeURIComponent(location.hash.slice(1)).trim().toUpperCase();
let socket = null, n = 0, state = null, fatal = false;

function keyName() { return "apistocracy-key-" + code; }

function banner(text) { $("banner").textContent = text || ""; $("banner").hidden = !text; }

function list(id, items, make) {
  const ul = $(id);
  ul.replaceChildren(...items.map((item) => { const li = document.createElement("li"); make(li, item); return li; }));
}

function askCode() {
  $("join").hidden = false; $("play").hidden = true;
  $("name").textContent = W.title;
  $("code").value = code;
}

function connect() {
  if (!code) { askCode(); return; }
  fatal = false;
  $("join").hidden = true;
  socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
  socket.onopen = () => socket.send(JSON.stringify({
    t: "hello", code: code, key: localStorage.getItem(keyName()) || "", lang: document.documentElement.lang,
  }));
  socket.onmessage = (event) => hear(JSON.parse(event.data));
  socket.onclose = () => {
    if (fatal) return;
    banner(W.lost);
    setTimeout(connect, 1000);
  };
}

function hear(msg) {
  if (msg.t === "welcome") {
    localStorage.setItem(keyName(), msg.key);
    n = Math.max(n, msg.n);
    banner("");
  } else if (msg.t === "state") {
    if (!state || msg.v !== state.v) banner("");  // news of a refusal ends with the next change
    show(msg);
  } else if (msg.t === "error") {
    banner(msg.text);
    if (FATAL.includes(msg.code)) {
      fatal = true;
      if (msg.code !== "closed") localStorage.removeItem(keyName());
      if (msg.code === "bad_code" || msg.code === "locked_out") askCode();
      else $("actions").replaceChildren();
    } else if (state) {
      show(state);  // the choices again, usable
    }
  }
}

function show(s) {
  state = s;
  document.body.dataset.v = String(s.v);
  document.body.classList.toggle("mine", s.mine);
  document.title = s.name;
  $("play").hidden = false;
  $("name").textContent = s.name;
  $("header").textContent = s.header;
  $("turn-title").textContent = s.over ? "" : (s.mine ? W.your_turn : W.waiting);
  $("prompt").textContent = s.over ? W.over : s.prompt;
  const buttons = s.actions.map((a) => {
    const b = document.createElement("button");
    b.textContent = a.label;
    b.dataset.i = String(a.i);
    b.onclick = () => choose(a.i);
    return b;
  });
  $("actions").replaceChildren(...buttons);
  $("undo").textContent = W.undo;
  $("undo").hidden = !s.undo;
  $("undo").disabled = false;
  $("hand-title").textContent = W.hand;
  $("hand-box").hidden = s.hand.length === 0;
  list("hand", s.hand, (li, card) => { li.textContent = card; });
  $("tea-title").textContent = W.tea;
  $("tea-box").hidden = s.tea.length === 0;
  list("tea", s.tea, (li, card) => { li.textContent = card; });
  $("goals-title").textContent = W.goals;
  $("goals-box").hidden = s.goals.length === 0;
  list("goals", s.goals, (li, line) => { li.textContent = line; });
  list("mat", s.mat, (li, line) => { li.textContent = line; });
  $("refused-title").textContent = W.refused;
  $("refused-box").hidden = s.refused.length === 0;
  list("refused", s.refused, (li, r) => {
    li.textContent = r.label + ": ";
    const why = document.createElement("span"); why.textContent = r.why || ""; li.append(why);
  });
  $("news-title").textContent = W.news;
  list("news", s.news, (li, line) => { li.textContent = line; });
  $("table-title").textContent = W.table;
  list("table", s.table, (li, line) => { li.textContent = line; });
}

function choose(i) {
  for (const b of $("actions").querySelectorAll("button")) b.disabled = true;
  n += 1;
  socket.send(JSON.stringify({ t: "act", n: n, v: state.v, i: i }));
}

$("undo").onclick = () => {
  $("undo").disabled = true;
  n += 1;
  socket.send(JSON.stringify({ t: "undo", n: n, v: state.v }));
};

$("code-label").textContent = W.code;
$("join-button").textContent = W.join;
document.title = W.title;
$("join").onsubmit = (event) => {
  event.preventDefault();
  code = $("code").value.trim().toUpperCase();
  location.hash = code;
  connect();
};
connect();
