// The page's service worker: the page's files are kept in a cache once the box has started, so it works
// offline from then on (the Goat and Wolf AI's tables join the cache when the hard level first fetches them).
// Each request goes to the server first (a new `make web` shows at once) and falls back to the cache when the
// server cannot be reached. build.py writes the build's hash below: a new build is a new cache, and the old
// one is dropped.
const CACHE = "baba-yaga-box-@BUILD@";
const FILES = ["./", "index.html", "box.css", "box.js", "gif.js", "micropython.mjs", "micropython.pack", "lib.pack",
  "manifest.webmanifest", "icon-192.png", "icon-512.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith(
    fetch(event.request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(event.request, copy));
        }
        return response;
      })
      .catch(() => caches.match(event.request, { ignoreSearch: true })),
  );
});
