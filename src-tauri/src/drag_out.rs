//! Dragging library items out of the window (into a file manager or another app): the system's drag
//! (GTK, AppKit, OLE, through crabnebula's `drag` crate), started here from the files the core names for
//! the items the page asked about. The page names items, never paths, so it can't offer another file of
//! this computer to whatever the pointer is dropped on.

use studio_core::media_api::say;
use studio_core::{CoreError, DragFiles};
use tauri::{Runtime, Window};

/// Under the pointer when an item has no picture (music, a video without a thumbnail).
const NO_PICTURE: &[u8] = include_bytes!("../../icons/64x64.png");

/// Starts the drag of `files` from `window` (on the main thread, as every system requires); returns once
/// it has started, with the system's refusal if there was one.
pub async fn start<R: Runtime>(window: &Window<R>, files: DragFiles) -> Result<(), CoreError> {
    let (tx, rx) = tokio::sync::oneshot::channel();
    let image = match files.icon {
        Some(icon) => drag::Image::File(icon),
        None => drag::Image::Raw(NO_PICTURE.to_vec()),
    };
    let w = window.clone();
    window
        .run_on_main_thread(move || {
            #[cfg(target_os = "linux")]
            let handle = w.gtk_window();
            #[cfg(not(target_os = "linux"))]
            let handle = tauri::Result::Ok(w.clone());
            let started = handle.map_err(|e| e.to_string()).and_then(|h| {
                drag::start_drag(
                    &h,
                    drag::DragItem::Files(files.files),
                    image,
                    |_, _| {},
                    drag::Options::default(),
                )
                .map_err(|e| e.to_string())
            });
            let _ = tx.send(started);
        })
        .map_err(|e| {
            CoreError::internal(say!("app.drag_couldn_start", "The drag couldn't start"), e)
        })?;
    match rx.await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(CoreError::internal(
            say!("app.drag_couldn_start", "The drag couldn't start"),
            e,
        )),
        Err(e) => Err(CoreError::internal(
            say!("app.drag_couldn_start", "The drag couldn't start"),
            e,
        )),
    }
}
