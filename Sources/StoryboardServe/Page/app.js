// The page of `storyboard serve`: documents and scenes on the left, the scene drawn by the
// server in the middle (View As: device, orientation, appearance, text size, iOS), the scene's
// objects and the inspector on the right. Everything it shows comes from the JSON API (/api).
"use strict";

const state = { doc: null, scene: null, object: null, devices: [], detail: null };
const $ = (id) => document.getElementById(id);

async function getJSON(url) {
  const response = await fetch(url);
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error((body && body.error && body.error.message) || `${response.status} ${response.statusText}`);
  return body;
}

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "onclick") node.addEventListener("click", value);
    else if (value !== undefined && value !== null) node.setAttribute(name, value);
  }
  for (const child of children) node.append(child);
  return node;
}

function showStatus(text, isError = false) {
  $("status").textContent = text;
  $("status").className = isError ? "error" : "";
}

function viewAsQuery() {
  const query = new URLSearchParams({
    doc: state.doc, scene: state.scene,
    device: $("device").value, orientation: $("orientation").value, appearance: $("appearance").value,
  });
  if ($("content-size").value) query.set("contentSize", $("content-size").value);
  if ($("os").value) query.set("os", $("os").value);
  return query;
}

function fillSelect(select, values, labels = values) {
  select.append(...values.map((value, index) => element("option", { value }, labels[index])));
}

function updateSizeClass() {
  const device = state.devices.find((d) => d.name === $("device").value);
  if (!device) return;
  // iOS 7 has no size classes: the Any/Any layout on every device.
  $("size-class").textContent = $("os").value === "7" ? "wAny hAny"
    : $("orientation").value === "landscape" ? device.landscapeSizeClass : device.portraitSizeClass;
}

async function loadCatalog() {
  const catalog = await getJSON("/api/devices");
  state.devices = catalog.devices;
  fillSelect($("device"), catalog.devices.map((d) => d.name),
    catalog.devices.map((d) => `${d.name} (${d.width}×${d.height})`));
  fillSelect($("orientation"), catalog.orientations);
  fillSelect($("appearance"), catalog.appearances);
  fillSelect($("content-size"), catalog.contentSizes);
  fillSelect($("os"), catalog.systemVersions, catalog.systemVersions.map((v) => `iOS ${v}`));
  for (const id of ["device", "orientation", "appearance", "content-size", "os"]) {
    $(id).addEventListener("change", () => { updateSizeClass(); render(); inspect(); });
  }
}

async function loadDocuments() {
  const list = await getJSON("/api/documents");
  const nav = $("documents");
  nav.replaceChildren();
  for (const entry of list.documents) {
    const detail = await getJSON(`/api/documents/${encodeURIComponent(entry.doc)}`);
    nav.append(element("h2", { title: entry.path }, entry.path.split("/").pop()));
    const scenes = element("ul");
    for (const scene of detail.scenes) {
      const button = element("button", {
        "data-doc": entry.doc, "data-scene": scene.id, title: `${scene.class || ""} ${scene.id}`,
        onclick: () => selectScene(entry.doc, scene.id, detail),
      }, (scene.initial ? "→ " : "") + scene.name);
      scenes.append(element("li", {}, button));
    }
    nav.append(scenes);
    if (!state.doc && detail.scenes.length > 0) {
      $("device").value = detail.device;
      updateSizeClass();
      selectScene(entry.doc, detail.scenes[0].id, detail);
    }
  }
  if (list.documents.length === 0) showStatus("No documents opened.");
}

function selectScene(doc, scene, detail) {
  state.doc = doc; state.scene = scene; state.object = null; state.detail = detail;
  for (const button of document.querySelectorAll("nav button")) {
    button.classList.toggle("selected", button.dataset.doc === doc && button.dataset.scene === scene);
  }
  showObjects();
  $("inspection").replaceChildren(element("p", { class: "hint" }, "Choose an object."));
  $("highlight").hidden = true;
  render();
}

function showObjects() {
  const outline = state.detail.outline;
  const roots = outline.scenes ? (outline.scenes.find((s) => s.id === state.scene) || { objects: [] }).objects : (outline.objects || []).filter((o) => o.id === state.scene);
  const tree = (objects) => {
    const list = element("ul");
    for (const object of objects) {
      const label = object.userLabel || object.customClass || object.class;
      const item = element("li", {}, element("button", {
        "data-object": object.id, title: object.id,
        onclick: () => { state.object = object.id; markObject(); inspect(); },
      }, label));
      const children = [...(object.children || []), ...(object.subviews || [])];
      if (children.length > 0) item.append(tree(children));
      list.append(item);
    }
    return list;
  };
  $("objects").replaceChildren(tree(roots));
}

function markObject() {
  for (const button of document.querySelectorAll("#objects button")) {
    button.classList.toggle("selected", button.dataset.object === state.object);
  }
}

let renderRequest = 0;

// Draws the scene: fetched rather than set as the image's source, so the answer's
// X-Storyboard-Warning (a device that never ran the chosen iOS) can be shown.
async function render() {
  if (!state.doc) return;
  const request = ++renderRequest;
  const picture = $("picture");
  const device = state.devices.find((d) => d.name === $("device").value);
  showStatus("Drawing…");
  try {
    const response = await fetch(`/api/render?${viewAsQuery()}`);
    if (!response.ok) {
      const body = await response.json().catch(() => null);
      throw new Error((body && body.error && body.error.message) || "The scene cannot be drawn.");
    }
    const warning = response.headers.get("X-Storyboard-Warning");
    const blob = await response.blob();
    if (request !== renderRequest) return;  // a newer View As is being drawn
    const previous = picture.src;
    picture.onload = () => {
      if (previous.startsWith("blob:")) URL.revokeObjectURL(previous);
      // The picture is at the device's pixel size; the canvas shows it in points.
      if (device) picture.style.width = `${picture.naturalWidth / device.scale}px`;
      const os = $("os").value ? `, iOS ${$("os").value}` : "";
      showStatus(`${state.scene} on ${$("device").value}, ${$("orientation").value}, ${$("appearance").value}${os}`
        + (warning ? ` (warning: ${warning})` : ""));
    };
    picture.src = URL.createObjectURL(blob);
  } catch (error) {
    if (request === renderRequest) showStatus(error.message, true);
  }
}

async function inspect() {
  if (!state.doc || !state.object) return;
  const query = viewAsQuery();
  query.set("object", state.object);
  try {
    const found = await getJSON(`/api/inspect?${query}`);
    const rows = [
      ["class", found.class + (found.customClass ? ` (${found.customClass})` : "")],
      ["id", found.id], ["kind", found.kind],
      ["frame", found.frame ? found.frame.join(", ") : "not on screen"],
      ["in window", found.frameInWindow ? found.frameInWindow.join(", ") : "—"],
      ["size class", found.configuration.sizeClass],
    ];
    const list = element("dl");
    for (const [name, value] of rows) list.append(element("dt", {}, name), element("dd", {}, String(value)));
    const constraints = element("ul");
    for (const constraint of found.constraints) {
      constraints.append(element("li", { class: constraint.installed === false ? "uninstalled" : "", title: constraint.id }, constraint.equation));
    }
    const variations = element("ul");
    for (const variation of found.variations) variations.append(element("li", {}, variation.key));
    $("inspection").replaceChildren(list,
      element("h2", {}, `Constraints (${found.constraints.length})`), constraints,
      element("h2", {}, `Variations (${found.variations.length})`), variations);
    const highlight = $("highlight");
    if (found.frameInWindow) {
      const [x, y, width, height] = found.frameInWindow;
      Object.assign(highlight.style, { left: `${x}px`, top: `${y}px`, width: `${width}px`, height: `${height}px` });
      highlight.hidden = false;
    } else {
      highlight.hidden = true;
    }
  } catch (error) {
    $("inspection").replaceChildren(element("p", { class: "hint" }, error.message));
  }
}

(async () => {
  try {
    await loadCatalog();
    await loadDocuments();
  } catch (error) {
    showStatus(error.message, true);
  }
})();
