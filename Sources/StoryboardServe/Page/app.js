// The page of `storyboard serve`: documents and scenes on the left, the scene drawn by the
// server in the middle (View As: device or the Any/Any canvas, orientation, appearance, text
// size, iOS, an iPad's multitasking window width), and on the right the 3×3 size-class grid that
// chooses which variation edits land in, the scene's objects and the inspector, which edits
// (a constraint's constant, installed states, property overrides) after showing the file diff
// an edit writes. Everything it shows comes from the JSON API (/api); a WebSocket (/api/live)
// says when a document changed.
"use strict";

const state = {
  doc: null, scene: null, object: null,
  devices: [], details: {}, revisions: {}, grid: null,
  regularWidth: 678, cell: "wAny hAny", token: null, pendingEdit: null,
};
const $ = (id) => document.getElementById(id);
const SIZE_CLASS_WORDS = { C: "compact", R: "regular", Any: "any" };

// MARK: Requests

async function getJSON(url) {
  const response = await fetch(url, { cache: "no-store" });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error((body && body.error && body.error.message) || `${response.status} ${response.statusText}`);
  return body;
}

/// A write request with the server's token; the answer, or an Error with the server's message.
async function post(path, body) {
  if (!state.token) throw new Error("Editing needs the server's token: open the URL `storyboard serve` printed (it ends in ?token=…).");
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Storyboard-Token": state.token },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (answer && answer.error && answer.error.message) || `${response.status} ${response.statusText}`;
    const hints = {
      403: " (the token is wrong: open the URL the server printed)",
      409: " (the file changed on disk since it was opened)",
    };
    throw new Error(message + (hints[response.status] || ""));
  }
  return answer;
}

/// The token write requests carry: from `?token=` in the URL the server printed (then kept in
/// this tab's session storage and taken out of the address bar), else from an earlier load.
function readToken() {
  const params = new URLSearchParams(location.search);
  const fromURL = params.get("token");
  try {
    if (fromURL) {
      sessionStorage.setItem("storyboard-serve-token", fromURL);
      params.delete("token");
      const rest = params.toString();
      history.replaceState(null, "", location.pathname + (rest ? `?${rest}` : "") + location.hash);
      return fromURL;
    }
    return sessionStorage.getItem("storyboard-serve-token");
  } catch (error) {
    return fromURL;
  }
}

// MARK: Small helpers

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith("on") && typeof value === "function") node.addEventListener(name.slice(2), value);
    else if (value === true) node.setAttribute(name, "");
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(name, value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

function showStatus(text, isError = false) {
  $("status").textContent = text;
  $("status").className = isError ? "error" : "";
}

function showEditStatus(text, isError = false) {
  $("edit-status").textContent = text;
  $("edit-status").className = isError ? "error" : "";
}

function fillSelect(select, values, labels = values) {
  select.append(...values.map((value, index) => element("option", { value }, labels[index])));
}

function currentDevice() {
  return state.devices.find((d) => d.name === $("device").value);
}

/// `wC hR` for a size-class pair.
function sizeClassKey(width, height) {
  return `w${width} h${height}`;
}

/// A variation key as the document writes it (`heightClass=regular-widthClass=compact`,
/// `default`) as `wC hR`.
function variationKeyAsSizeClass(key) {
  if (key === "default") return "wAny hAny";
  let width = "Any", height = "Any";
  for (const part of key.split("-")) {
    const [name, value] = part.split("=");
    const letter = value === "compact" ? "C" : value === "regular" ? "R" : null;
    if (!letter) return null;
    if (name === "widthClass") width = letter;
    else if (name === "heightClass") height = letter;
    else return null;
  }
  return sizeClassKey(width, height);
}

function describeSizeClass(key) {
  const [w, h] = key.split(" ");
  return `${SIZE_CLASS_WORDS[w.slice(1)]} width, ${SIZE_CLASS_WORDS[h.slice(1)]} height`;
}

// MARK: View As

/// The full-screen width of the device in the chosen orientation.
function screenWidth(device) {
  return $("orientation").value === "landscape" ? device.height : device.width;
}

/// The multitasking windows of the device in the chosen orientation.
function windowsOf(device) {
  const orientation = $("orientation").value;
  return (device && device.multitasking || []).filter((w) => w.orientation === orientation);
}

/// The window width chosen, or null for the full screen.
function chosenWidth() {
  const device = currentDevice();
  if ($("width-control").hidden || !device) return null;
  const width = Number($("width").value);
  return width < screenWidth(device) ? width : null;
}

/// The size classes of the View As configuration, `wC hR`.
function configurationSizeClass() {
  const device = currentDevice();
  if (!device) return null;
  // iOS 7 has no size classes: the Any/Any layout on every device.
  if ($("os").value === "7") return "wAny hAny";
  const width = chosenWidth();
  if (width !== null) return sizeClassKey(width >= state.regularWidth ? "R" : "C", "R");
  return $("orientation").value === "landscape" ? device.landscapeSizeClass : device.portraitSizeClass;
}

/// Shows the width slider for an iPad with multitasking windows, from Slide Over's width to the
/// full screen, marked at each window's width; the full screen when the device changes.
function updateWidthControl(keepWidth = false) {
  const device = currentDevice();
  const windows = windowsOf(device);
  const control = $("width-control"), slider = $("width");
  // Slide Over and Split View came with iOS 9.
  if (!device || windows.length === 0 || ($("os").value && Number($("os").value) < 9)) {
    control.hidden = true;
    return;
  }
  const full = screenWidth(device);
  const previous = Number(slider.value);
  slider.min = Math.min(...windows.map((w) => w.width));
  slider.max = full;
  slider.value = keepWidth && previous >= Number(slider.min) && previous <= full ? previous : full;
  $("width-marks").replaceChildren(
    ...windows.map((w) => element("option", { value: w.width, label: layoutName(w.layout) })),
    element("option", { value: full, label: "full screen" }));
  control.hidden = false;
}

function layoutName(layout) {
  return { slideOver: "Slide Over", oneThird: "Split View 1/3", half: "Split View 1/2", twoThirds: "Split View 2/3" }[layout] || layout;
}

function updateSizeClass() {
  const device = currentDevice();
  if (!device) return;
  const key = configurationSizeClass();
  $("size-class").textContent = key;
  $("size-class").title = `The size classes of this configuration: ${describeSizeClass(key)}`;
  if (!$("width-control").hidden) {
    const width = chosenWidth();
    const match = windowsOf(device).find((w) => w.width === Number($("width").value));
    $("width-value").textContent = width === null
      ? `${screenWidth(device)} pt, full screen`
      : `${width} pt${match ? `, ${layoutName(match.layout)}` : ""}`;
  }
  showCell();
}

function viewAsQuery() {
  const query = new URLSearchParams({
    doc: state.doc, scene: state.scene,
    device: $("device").value, orientation: $("orientation").value, appearance: $("appearance").value,
  });
  if ($("content-size").value) query.set("contentSize", $("content-size").value);
  if ($("os").value) query.set("os", $("os").value);
  const width = chosenWidth();
  if (width !== null) query.set("width", String(width));
  return query;
}

function viewAsChanged({ keepWidth = false } = {}) {
  updateWidthControl(keepWidth);
  updateSizeClass();
  render();
  inspect();
}

async function loadCatalog() {
  const catalog = await getJSON("/api/devices");
  state.devices = catalog.devices;
  state.regularWidth = catalog.regularWindowWidth || 678;
  const select = $("device");
  const group = (label, devices) => element("optgroup", { label },
    ...devices.map((d) => element("option", { value: d.name }, d.generic ? d.name : `${d.name} (${d.width}×${d.height})`)));
  select.append(
    group("Generic", catalog.devices.filter((d) => d.generic)),
    group("iPhone and iPod touch", catalog.devices.filter((d) => !d.generic && d.idiom === "phone")),
    group("iPad", catalog.devices.filter((d) => !d.generic && d.idiom === "pad")));
  fillSelect($("orientation"), catalog.orientations);
  fillSelect($("appearance"), catalog.appearances);
  fillSelect($("content-size"), catalog.contentSizes);
  fillSelect($("os"), catalog.systemVersions, catalog.systemVersions.map((v) => `iOS ${v}`));
  $("device").addEventListener("change", () => {
    // The generic canvas is Any/Any: edits made on it go to the base values, as in Xcode.
    if (currentDevice() && currentDevice().generic) selectCell("wAny hAny", { follow: false });
    viewAsChanged();
  });
  $("orientation").addEventListener("change", () => viewAsChanged());
  for (const id of ["appearance", "content-size", "os"]) $(id).addEventListener("change", () => viewAsChanged({ keepWidth: true }));
  // The picture follows the slider as it moves; the inspector once it stops.
  $("width").addEventListener("input", () => { updateSizeClass(); render(); });
  $("width").addEventListener("change", () => inspect());
}

// MARK: Documents and scenes

async function loadDocuments() {
  const list = await getJSON("/api/documents");
  const details = await Promise.all(list.documents.map((entry) => getJSON(`/api/documents/${encodeURIComponent(entry.doc)}`)));
  list.documents.forEach((entry, index) => {
    state.details[entry.doc] = details[index];
    state.revisions[entry.doc] = details[index].revision;
  });
  showDocuments(list.documents);
  const first = list.documents.find((entry) => state.details[entry.doc].scenes.length > 0);
  if (first) {
    const detail = state.details[first.doc];
    $("device").value = detail.device;
    updateWidthControl();
    updateSizeClass();
    selectScene(first.doc, (detail.scenes.find((s) => s.initial) || detail.scenes[0]).id);
    updateHistory(detail);
  }
  if (list.documents.length === 0) showStatus("No documents opened.");
}

function showDocuments(documents) {
  const nav = $("documents");
  nav.replaceChildren();
  for (const entry of documents) {
    const detail = state.details[entry.doc];
    nav.append(element("h2", { title: entry.path }, entry.path.split("/").pop()));
    const scenes = element("ul", { "data-doc": entry.doc });
    fillScenes(scenes, entry.doc, detail);
    nav.append(scenes);
  }
}

function fillScenes(list, doc, detail) {
  list.replaceChildren(...detail.scenes.map((scene) => element("li", {}, element("button", {
    type: "button", "data-doc": doc, "data-scene": scene.id, title: `${scene.class || ""} ${scene.id}`,
    "aria-current": doc === state.doc && scene.id === state.scene ? "true" : null,
    class: doc === state.doc && scene.id === state.scene ? "selected" : null,
    onclick: () => selectScene(doc, scene.id),
  }, (scene.initial ? "→ " : "") + scene.name))));
}

function selectScene(doc, scene) {
  state.doc = doc; state.scene = scene; state.object = null;
  if (state.details[doc]) { updateHistory(state.details[doc]); updateConvert(state.details[doc]); }
  for (const button of document.querySelectorAll("nav button")) {
    const selected = button.dataset.doc === doc && button.dataset.scene === scene;
    button.classList.toggle("selected", selected);
    if (selected) button.setAttribute("aria-current", "true"); else button.removeAttribute("aria-current");
  }
  showObjects();
  $("inspection").replaceChildren(element("p", { class: "hint" }, "Choose an object."));
  $("highlight").hidden = true;
  render();
}

/// The outline objects of the current scene.
function sceneRoots() {
  const detail = state.details[state.doc];
  if (!detail) return [];
  const outline = detail.outline;
  return outline.scenes
    ? (outline.scenes.find((s) => s.id === state.scene) || { objects: [] }).objects
    : (outline.objects || []).filter((o) => o.id === state.scene);
}

/// The outline object `id` of the current scene and its parent (the object whose subviews or
/// constraints hold it).
function findObject(id, objects = sceneRoots(), parent = null) {
  for (const object of objects) {
    if (object.id === id) return { object, parent };
    const found = findObject(id, [...(object.children || []), ...(object.subviews || [])], object);
    if (found) return found;
  }
  return null;
}

/// The view whose constraints list holds constraint `id`.
function constraintOwner(id, objects = sceneRoots()) {
  for (const object of objects) {
    if ((object.constraints || []).some((c) => c.id === id)) return object;
    const found = constraintOwner(id, [...(object.children || []), ...(object.subviews || [])]);
    if (found) return found;
  }
  return null;
}

function showObjects() {
  const tree = (objects) => {
    const list = element("ul");
    for (const object of objects) {
      const label = object.userLabel || object.customClass || object.class;
      const item = element("li", {}, element("button", {
        type: "button", "data-object": object.id, title: `${object.class} ${object.id}`,
        class: object.id === state.object ? "selected" : null,
        onclick: () => { state.object = object.id; markObject(); inspect(); },
      }, label));
      const children = [...(object.children || []), ...(object.subviews || [])];
      if (children.length > 0) item.append(tree(children));
      list.append(item);
    }
    return list;
  };
  $("objects").replaceChildren(tree(sceneRoots()));
}

function markObject() {
  for (const button of document.querySelectorAll("#objects button")) {
    button.classList.toggle("selected", button.dataset.object === state.object);
  }
}

// MARK: The picture

// One picture is drawn at a time; moves of the slider meanwhile leave only the latest to draw.
const drawing = { busy: false, wanted: null, objectURL: null };

async function render() {
  if (!state.doc) return;
  drawing.wanted = `/api/render?${viewAsQuery()}`;
  if (drawing.busy) return;
  drawing.busy = true;
  $("canvas").setAttribute("aria-busy", "true");
  while (drawing.wanted) {
    const url = drawing.wanted;
    drawing.wanted = null;
    const device = currentDevice();
    try {
      const response = await fetch(url, { cache: "no-store" });
      if (!response.ok) {
        const body = await response.json().catch(() => null);
        throw new Error((body && body.error && body.error.message) || "The scene cannot be drawn.");
      }
      // A device that never ran the chosen iOS is drawn all the same, with a warning.
      const warning = response.headers.get("X-Storyboard-Warning");
      const objectURL = URL.createObjectURL(await response.blob());
      const picture = $("picture");
      await new Promise((resolve) => { picture.onload = resolve; picture.onerror = resolve; picture.src = objectURL; });
      if (drawing.objectURL) URL.revokeObjectURL(drawing.objectURL);
      drawing.objectURL = objectURL;
      // The picture is at the device's pixel size; the canvas shows it in points.
      if (device) picture.style.width = `${picture.naturalWidth / device.scale}px`;
      picture.dataset.query = url.slice(url.indexOf("?") + 1);
      picture.dataset.drawn = String(Number(picture.dataset.drawn || 0) + 1);
      const query = new URLSearchParams(picture.dataset.query);
      const detail = state.details[query.get("doc")];
      const scene = detail && detail.scenes.find((s) => s.id === query.get("scene"));
      showStatus(`${scene ? scene.name : query.get("scene")} on ${query.get("device")}, ${query.get("orientation")}` +
        (query.get("width") ? `, ${query.get("width")} pt window` : "") + `, ${query.get("appearance")}` +
        (query.get("os") ? `, iOS ${query.get("os")}` : "") + ` (${configurationSizeClass()})` + (warning ? ` (warning: ${warning})` : ""));
    } catch (error) {
      showStatus(error.message, true);
    }
  }
  drawing.busy = false;
  $("canvas").setAttribute("aria-busy", "false");
}

// MARK: The size-class grid

async function loadGrid() {
  state.grid = await getJSON("/api/sizeclasses");
  const body = $("grid-body");
  const letters = ["C", "Any", "R"];
  for (const height of letters) {
    const row = element("tr", {}, element("th", { scope: "row", abbr: `h${height}` }, height));
    for (const width of letters) {
      const key = sizeClassKey(width, height);
      row.append(element("td", {}, element("button", {
        type: "button", "data-cell": key, "aria-pressed": key === state.cell ? "true" : "false",
        "aria-label": `${key}: ${describeSizeClass(key)}`, title: describeSizeClass(key),
        onclick: () => selectCell(key), onkeydown: (event) => moveInGrid(event, key),
      }, key)));
    }
    body.append(row);
  }
  showCell();
}

/// Arrow keys move between the grid's cells.
function moveInGrid(event, key) {
  const letters = ["C", "Any", "R"];
  const [w, h] = key.split(" ").map((part) => part.slice(1));
  let column = letters.indexOf(w), row = letters.indexOf(h);
  if (event.key === "ArrowLeft") column = Math.max(0, column - 1);
  else if (event.key === "ArrowRight") column = Math.min(2, column + 1);
  else if (event.key === "ArrowUp") row = Math.max(0, row - 1);
  else if (event.key === "ArrowDown") row = Math.min(2, row + 1);
  else return;
  event.preventDefault();
  document.querySelector(`[data-cell="${sizeClassKey(letters[column], letters[row])}"]`).focus();
}

/// Chooses the variation edits land in. When the View As configuration is not one the cell
/// affects, View As moves to one that is (the same device if it can), as Xcode's canvas does.
function selectCell(key, { follow = true } = {}) {
  state.cell = key;
  for (const button of document.querySelectorAll("[data-cell]")) button.setAttribute("aria-pressed", button.dataset.cell === key ? "true" : "false");
  const cell = state.grid && state.grid.cells.find((c) => c.key === key);
  const device = currentDevice();
  if (follow && cell && device && !cellAffectsView(cell)) {
    const choice = cell.configurations.find((c) => c.device === device.name)
      || cell.configurations.find((c) => !c.layout && idiomOf(c.device) === device.idiom)
      || cell.configurations[0];
    if (choice) {
      $("device").value = choice.device;
      $("orientation").value = choice.orientation;
      updateWidthControl();
      if (choice.layout) $("width").value = choice.width;
      updateSizeClass();
      render();
      inspect();
    }
  }
  showCell();
  if (state.object) inspect();
}

function idiomOf(name) {
  const device = state.devices.find((d) => d.name === name);
  return device && device.idiom;
}

/// Whether the cell's variation applies to the View As configuration.
function cellAffectsView(cell) {
  const current = configurationSizeClass();
  if (!current) return false;
  const [cw, ch] = cell.key.split(" "), [vw, vh] = current.split(" ");
  return (cw === "wAny" || cw === vw) && (ch === "hAny" || ch === vh);
}

function showCell() {
  const cell = state.grid && state.grid.cells.find((c) => c.key === state.cell);
  if (!cell) return;
  const affects = cellAffectsView(cell);
  $("cell-summary").textContent = `Edits land in ${cell.key}${cell.key === "wAny hAny" ? " (the base values)" : ""}: ` +
    `${cell.devices.length} devices, ${cell.configurations.length} configurations. ` +
    (affects ? "This View As is one of them." : "This View As is not one of them.");
  const byDevice = new Map();
  for (const c of cell.configurations) {
    const text = c.layout ? `${c.orientation} ${layoutName(c.layout)} ${c.width} pt` : c.orientation;
    byDevice.set(c.device, [...(byDevice.get(c.device) || []), text]);
  }
  $("cell-devices").replaceChildren(...[...byDevice].map(([name, configurations]) =>
    element("li", { "data-device": name }, element("strong", {}, name), `: ${configurations.join(", ")}`)));
}

// MARK: The inspector

/// Whether object `id`, held in `list` ("subviews" or "constraints") of `owner`, is installed
/// in the chosen cell: the base, then the variations the cell inherits from (`wC hAny` and
/// `wAny hR` for `wC hR`), then the cell's own, each include or exclude mask overriding the one
/// before, as the variations resolve.
function installedIn(owner, list, id, baseInstalled) {
  let installed = baseInstalled !== false;
  if (!owner) return installed;
  const [w, h] = state.cell.split(" ");
  const keys = ["wAny hAny"];
  if (w !== "wAny") keys.push(`${w} hAny`);
  if (h !== "hAny") keys.push(`wAny ${h}`);
  if (w !== "wAny" && h !== "hAny") keys.push(state.cell);
  for (const key of keys) {
    for (const variation of owner.variations || []) {
      if (variationKeyAsSizeClass(variation.key) !== key) continue;
      if ((variation[`${list}.include`] || []).includes(id)) installed = true;
      if ((variation[`${list}.exclude`] || []).includes(id)) installed = false;
    }
  }
  return installed;
}

/// The constant of an equation as the outline writes it (`a.top == b.top + 20 @750`).
function constantOf(equation) {
  const text = equation.replace(/ @[\d.]+$/, "").replace(/ \(standard\)$/, "");
  const sum = text.match(/ ([+-]) ([\d.]+)$/);
  if (sum) return Number(sum[2]) * (sum[1] === "-" ? -1 : 1);
  const alone = text.match(/ (?:==|<=|>=|=) (-?[\d.]+)$/);
  return alone ? Number(alone[1]) : 0;
}

async function inspect() {
  if (!state.doc || !state.object) return;
  const query = viewAsQuery();
  query.set("object", state.object);
  const asked = state.object;
  try {
    const found = await getJSON(`/api/inspect?${query}`);
    if (asked !== state.object) return;
    showInspection(found);
  } catch (error) {
    $("inspection").replaceChildren(element("p", { class: "hint" }, error.message));
  }
}

function showInspection(found) {
  const rows = [
    ["class", found.class + (found.customClass ? ` (${found.customClass})` : "")],
    ["id", found.id], ["kind", found.kind],
    ["frame", found.frame ? found.frame.join(", ") : "not on screen"],
    ["in window", found.frameInWindow ? found.frameInWindow.join(", ") : "—"],
    ["size class", found.configuration.sizeClass],
  ];
  if (found.configuration.width) rows.push(["window", `${found.configuration.width} pt wide`]);
  if (found.configuration.os) rows.push(["iOS", found.configuration.os]);
  if (found.configuration.warning) rows.push(["warning", found.configuration.warning]);
  const list = element("dl");
  for (const [name, value] of rows) list.append(element("dt", {}, name), element("dd", { "data-row": name }, String(value)));
  const parts = [list];
  const editable = Boolean(state.token);
  const where = state.cell === "wAny hAny" ? "base" : state.cell;

  // The installed checkbox of a view held in its superview's subviews.
  const located = findObject(found.id);
  if (located && located.parent && (located.parent.subviews || []).some((v) => v.id === found.id)) {
    const installed = found.installed && state.cell in found.installed
      ? found.installed[state.cell] : installedIn(located.parent, "subviews", found.id, located.object.installed);
    parts.push(element("label", { class: "check" },
      element("input", {
        type: "checkbox", id: "object-installed", checked: installed, disabled: !editable,
        onchange: (event) => {
          const wanted = event.target.checked;
          event.target.checked = !wanted;
          proposeEdit({ op: "setInstalled", object: found.id, installed: wanted, sizeClass: state.cell },
            `${wanted ? "Install" : "Uninstall"} ${found.id} in ${where}`);
        },
      }), ` Installed (${where})`));
  }

  parts.push(element("h2", {}, `Constraints (${found.constraints.length})`));
  const constraints = element("ul", { class: "constraints" });
  for (const constraint of found.constraints) {
    const owner = constraintOwner(constraint.id);
    const byCell = found.constraintsInstalled && found.constraintsInstalled[constraint.id];
    const installed = byCell && state.cell in byCell ? byCell[state.cell] : installedIn(owner, "constraints", constraint.id, constraint.installed);
    const constantInput = element("input", {
      type: "number", step: "any", value: constantOf(constraint.equation), "aria-label": `Constant of ${constraint.id}`,
      "data-constraint": constraint.id, disabled: !editable, class: "constant",
      onkeydown: (event) => { if (event.key === "Enter") { event.preventDefault(); setConstant(); } },
    });
    const setConstant = () => {
      const value = Number(constantInput.value);
      if (!Number.isFinite(value) || constantInput.value === "") { showEditStatus("The constant is a number.", true); return; }
      const edit = { op: "setConstant", constraint: constraint.id, constant: value };
      if (state.cell !== "wAny hAny") edit.sizeClass = state.cell;
      proposeEdit(edit, `Constant of ${constraint.id} to ${value} (${where})`);
    };
    constraints.append(element("li", { class: installed ? "" : "uninstalled", "data-constraint": constraint.id },
      element("span", { class: "equation", title: constraint.id }, constraint.equation),
      element("span", { class: "controls" },
        constantInput,
        element("button", { type: "button", disabled: !editable, onclick: setConstant, "aria-label": `Set the constant of ${constraint.id}` }, "Set"),
        element("label", { class: "check" }, element("input", {
          type: "checkbox", checked: installed, disabled: !editable, "aria-label": `${constraint.id} installed (${where})`,
          onchange: (event) => {
            const wanted = event.target.checked;
            event.target.checked = !wanted;
            proposeEdit({ op: "setInstalled", object: constraint.id, installed: wanted, sizeClass: state.cell },
              `${wanted ? "Install" : "Uninstall"} ${constraint.id} in ${where}`);
          },
        }), " installed"))));
  }
  parts.push(constraints);

  if (found.lint) {
    parts.push(element("h2", {}, `Lint (${found.lint.length})`));
    const findings = element("ul", { class: "lint" });
    for (const finding of found.lint) {
      findings.append(element("li", { class: finding.severity, title: (finding.configurations || []).join("; ") },
        `${finding.severity}: ${finding.message} [${finding.rule}]`));
    }
    parts.push(findings);
  }

  parts.push(element("h2", {}, `Variations (${found.variations.length})`));
  const variations = element("ul");
  for (const variation of found.variations) {
    const key = variationKeyAsSizeClass(variation.key) || variation.key;
    const overrides = Object.entries(variation.attributes || {}).map(([k, v]) => `${k}=${v}`);
    variations.append(element("li", {}, key + (overrides.length ? `: ${overrides.join(", ")}` : "")));
  }
  parts.push(variations);

  // A property override for the chosen size class.
  const keyInput = element("input", { type: "text", id: "override-key", placeholder: "text", autocomplete: "off", disabled: !editable });
  const valueInput = element("input", { type: "text", id: "override-value", autocomplete: "off", disabled: !editable });
  parts.push(element("form", {
    class: "override", "aria-labelledby": "override-title",
    onsubmit: (event) => {
      event.preventDefault();
      if (!keyInput.value.trim()) { showEditStatus("Name the property to override.", true); return; }
      const edit = { op: "setProperty", object: found.id, key: keyInput.value.trim(), value: valueInput.value };
      if (state.cell !== "wAny hAny") edit.sizeClass = state.cell;
      proposeEdit(edit, `${edit.key} = ${edit.value} on ${found.id} (${where})`);
    },
  },
  element("h2", { id: "override-title" }, `Override a property (${where})`),
  element("label", {}, "Key ", keyInput),
  element("label", {}, "Value ", valueInput),
  element("button", { type: "submit", disabled: !editable }, "Preview")));
  if (!editable) parts.push(element("p", { class: "hint" }, "To edit, open the URL storyboard serve printed: it carries the token (?token=…)."));
  $("inspection").replaceChildren(...parts);

  const highlight = $("highlight");
  if (found.frameInWindow) {
    const [x, y, width, height] = found.frameInWindow;
    Object.assign(highlight.style, { left: `${x}px`, top: `${y}px`, width: `${width}px`, height: `${height}px` });
    highlight.hidden = false;
  } else {
    highlight.hidden = true;
  }
}

// MARK: Edits, undo and redo

/// Asks the server for the diff an edit would write, and shows it with Apply and Cancel.
async function proposeEdit(edit, summary, path = "/api/edit") {
  const body = { doc: state.doc, ...edit };
  state.previewOpener = document.activeElement;
  try {
    showEditStatus("Preparing the change…");
    const answer = await post(path, { ...body, preview: true });
    state.pendingEdit = body;
    state.pendingPath = path;
    $("preview-summary").textContent = summary;
    showDiff(answer.diff || "");
    $("edit-preview").hidden = false;
    showEditStatus(answer.diff ? "Review the change, then Apply." : "This edit changes nothing in the file.");
    $("apply").disabled = !answer.diff;
    $("apply").focus();
  } catch (error) {
    showEditStatus(error.message, true);
  }
}

function showDiff(diff) {
  $("diff").replaceChildren(...diff.split("\n").map((line) => {
    const kind = line.startsWith("+++") || line.startsWith("---") ? "file" : line.startsWith("+") ? "added" : line.startsWith("-") ? "removed" : line.startsWith("@@") ? "hunk" : "";
    return element("span", { class: kind }, line + "\n");
  }));
}

function closePreview() {
  state.pendingEdit = null;
  state.pendingPath = null;
  $("edit-preview").hidden = true;
  // Focus goes back where the edit was asked for, or to the objects when it was redrawn since.
  const opener = state.previewOpener;
  state.previewOpener = null;
  if (opener && opener.isConnected) opener.focus();
  else if (document.querySelector("#objects button.selected")) document.querySelector("#objects button.selected").focus();
}

async function applyEdit() {
  if (!state.pendingEdit) return;
  const body = state.pendingEdit;
  const path = state.pendingPath || "/api/edit";
  closePreview();
  try {
    const answer = await post(path, body);
    showEditStatus(answer.written === false ? "Nothing was written." : `Written: revision ${answer.revision}.`);
    await afterChange(answer);
  } catch (error) {
    showEditStatus(error.message, true);
  }
}

async function undoOrRedo(which) {
  if (!state.doc) return;
  try {
    const answer = await post(`/api/${which}`, { doc: state.doc });
    showEditStatus(`${which === "undo" ? "Undone" : "Redone"}: revision ${answer.revision}.`);
    await afterChange(answer);
  } catch (error) {
    showEditStatus(error.message, true);
  }
}

/// "Use Size Classes": shown for a document without size classes; its change is previewed as
/// an edit's is.
function updateConvert(detail) {
  $("convert").hidden = !detail || detail.usesSizeClasses !== false;
  $("convert").disabled = !state.token;
}

function proposeConversion() {
  if (!state.doc) return;
  proposeEdit({}, "Use Size Classes: size classes on, legacy segues to their adaptive kinds, frames kept", "/api/convert");
}

function updateHistory(answer) {
  $("undo").disabled = !state.token || answer.canUndo === false;
  $("redo").disabled = !state.token || answer.canRedo === false;
}

async function afterChange(answer) {
  updateHistory(answer);
  if (typeof answer.revision === "number") state.revisions[answer.doc] = answer.revision;
  await reloadDocument(answer.doc || state.doc);
}

/// Reads a document again (after an edit, or when the server says it changed) and redraws what
/// shows it.
async function reloadDocument(doc) {
  const detail = await getJSON(`/api/documents/${encodeURIComponent(doc)}`);
  state.details[doc] = detail;
  const list = document.querySelector(`nav ul[data-doc="${CSS.escape(doc)}"]`);
  if (list) fillScenes(list, doc, detail);
  if (doc !== state.doc) return;
  updateHistory(detail);
  updateConvert(detail);
  if (!detail.scenes.some((s) => s.id === state.scene)) {
    if (detail.scenes.length > 0) selectScene(doc, detail.scenes[0].id);
    return;
  }
  showObjects();
  if (state.object && !findObject(state.object)) state.object = null;
  render();
  inspect();
}

// MARK: Live updates

/// Listens on /api/live; a message `{"doc", "revision"}` newer than the revision shown reloads
/// that document and its picture. Reconnects, waiting longer each time, when the socket closes.
function connectLive(delay = 500) {
  if (!("WebSocket" in window)) return;
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  let socket;
  try {
    socket = new WebSocket(`${scheme}://${location.host}/api/live`);
  } catch (error) {
    return;
  }
  socket.addEventListener("open", () => {
    delay = 500;
    $("live").textContent = "live";
    $("live").classList.add("on");
  });
  socket.addEventListener("message", (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch (error) { return; }
    if (!message || typeof message.doc !== "string" || !state.details[message.doc]) return;
    const known = state.revisions[message.doc];
    if (typeof message.revision === "number" && typeof known === "number" && message.revision <= known) return;
    if (typeof message.revision === "number") state.revisions[message.doc] = message.revision;
    reloadDocument(message.doc).catch((error) => showStatus(error.message, true));
  });
  socket.addEventListener("close", () => {
    $("live").textContent = "offline";
    $("live").classList.remove("on");
    setTimeout(() => connectLive(Math.min(delay * 2, 10000)), delay);
  });
}

// MARK: Start

/// A click on the picture chooses the object drawn there (`/api/hit`), as Interface Builder's
/// canvas does; the objects list does the same from the keyboard.
async function pictureClicked(event) {
  const picture = $("picture");
  const device = currentDevice();
  if (!state.doc || !device || !picture.naturalWidth) return;
  const points = picture.naturalWidth / device.scale / picture.clientWidth;
  const query = viewAsQuery();
  query.set("x", String(Math.round(event.offsetX * points * 100) / 100));
  query.set("y", String(Math.round(event.offsetY * points * 100) / 100));
  try {
    const hit = await getJSON(`/api/hit?${query}`);
    if (!hit.object) return;
    state.object = hit.object;
    markObject();
    inspect();
  } catch (error) {
    showStatus(error.message, true);
  }
}

function installControls() {
  $("picture").addEventListener("click", pictureClicked);
  $("apply").addEventListener("click", applyEdit);
  $("cancel").addEventListener("click", () => { closePreview(); showEditStatus("Cancelled."); });
  $("undo").addEventListener("click", () => undoOrRedo("undo"));
  $("redo").addEventListener("click", () => undoOrRedo("redo"));
  $("convert").addEventListener("click", proposeConversion);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !$("edit-preview").hidden) { closePreview(); showEditStatus("Cancelled."); return; }
    const typing = ["INPUT", "SELECT", "TEXTAREA"].includes(document.activeElement && document.activeElement.tagName);
    if (typing || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "z") return;
    event.preventDefault();
    undoOrRedo(event.shiftKey ? "redo" : "undo");
  });
  $("view-as").addEventListener("submit", (event) => event.preventDefault());
}

(async () => {
  state.token = readToken();
  installControls();
  updateHistory({ canUndo: false, canRedo: false });
  try {
    await Promise.all([loadCatalog(), loadGrid()]);
    await loadDocuments();
    document.body.dataset.ready = "true";
  } catch (error) {
    showStatus(error.message, true);
  }
  connectLive();
})();
