#!/usr/bin/python3
"""A tiny GTK drag source for the window tests: offers the files given as arguments (text/uri-list),
like a file manager does. xdotool drags from it onto the app window; it quits when the drag ends.
Needs python3-gi and gir1.2-gtk-3.0 (apt)."""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk, Gio, Gtk  # noqa: E402

uris = [Gio.File.new_for_path(p).get_uri() for p in sys.argv[1:]]
win = Gtk.Window(title="e2e-drag-source")
win.set_default_size(160, 100)
win.move(1100, 680)
box = Gtk.EventBox()
box.add(Gtk.Label(label="DRAG ME"))
win.add(box)
box.drag_source_set(Gdk.ModifierType.BUTTON1_MASK, [], Gdk.DragAction.COPY)
box.drag_source_add_uri_targets()
box.connect("drag-data-get", lambda _w, _c, data, _i, _t: data.set_uris(uris))
box.connect("drag-end", lambda *_a: Gtk.main_quit())
win.connect("destroy", Gtk.main_quit)
win.show_all()
print("ready", flush=True)
Gtk.main()
