#!/usr/bin/python3
"""A tiny GTK drop target for the window tests, like a file manager's folder: takes a drop of files
(text/uri-list), prints their URIs as one JSON line, and quits. xdotool drags onto it from the app window.
Needs python3-gi and gir1.2-gtk-3.0 (apt)."""
import json

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk, Gtk  # noqa: E402

win = Gtk.Window(title="e2e-drop-target")
win.set_default_size(200, 140)
win.move(1060, 640)
box = Gtk.EventBox()
box.add(Gtk.Label(label="DROP HERE"))
win.add(box)
box.drag_dest_set(Gtk.DestDefaults.ALL, [], Gdk.DragAction.COPY)
box.drag_dest_add_uri_targets()


def received(_w, context, _x, _y, data, _info, time):
    print(json.dumps({"uris": data.get_uris() or []}), flush=True)
    Gtk.drag_finish(context, True, False, time)
    Gtk.main_quit()


box.connect("drag-data-received", received)
win.connect("destroy", Gtk.main_quit)
win.show_all()
print("ready", flush=True)
Gtk.main()
