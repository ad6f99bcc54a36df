// Video makers side by side: the videos of one compare, played in step.
export const sidebyside = {
  "sidebyside.title": "{count} video makers side by side",
  "sidebyside.failed": "This maker's video couldn't be made.",
  "sidebyside.waiting": "Starts when the video before it is in",
  "sidebyside.video_by": "Video by {name}",
  "sidebyside.play_all": "Play all",
  "sidebyside.pause_all": "Pause all",
  "sidebyside.position": "Position in every video",
  "sidebyside.sound_from": "Sound from",
} as const;
