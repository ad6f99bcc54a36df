// Video: the screen and its tabs, the motion video and talking avatar forms, the source picture (gallery,
// this computer, a link), the action bar's cost words, and the recent videos and tracks below the forms.
export const video = {
  "video.compare.toggle": "Compare makers side by side",
  "video.compare.makers": "Video makers",
  "video.compare.help":
    "Tick 2 to {max} makers: each makes the same video from the same picture and words, shown side by side. The price is per second of video, for each maker.",
  "video.compare.parts": "Each maker's price",
  "video.compare.one_at_a_time":
    "They are made one after another: the service doesn't say which maker made a new video, so each waits until the one before it is in your library.",
  "video.compare.length_tick": "Tick the video makers to see the lengths they all take.",
  "video.compare.length_none": "The makers you ticked share no length: {makers}.",
  "video.compare.length_shared": "Every maker makes the same length: {min}–{max} seconds suit all {count} you ticked.",
  "video.compare.started":
    "Started. The videos are made one after another and appear below side by side; you can keep working meanwhile.",
  "video.compare.verb": "Make {count} videos",
  "video.title": "Video",
  "video.makers_failed": "The list of video makers couldn't be loaded.",
  "video.try_again": "Try again",
  "video.loading_makers": "Loading the video makers…",
  "video.tabs.label": "Kind of video",
  "video.tabs.motion": "Motion video",
  "video.tabs.motion_sub": "Bring a picture to life",
  "video.tabs.avatar": "Talking avatar",
  "video.tabs.avatar_sub": "A person in your picture speaks your words",

  // The action bar (also Music's).
  "video.cost.breakdown": "{seconds} s × {rate} = {full}",
  "video.cost.breakdown_discounted": "{seconds} s × {rate} = {full}, Studio discount −10%: {credits}",
  "video.cost.working_out": "{verb} — working out the cost…",
  "video.cost.short_button": "Not enough credits — this needs {needs}, you have {has}",
  "video.cost.with_price": "{verb} — {price}",
  "video.cost.short_reason": "You have {credits}. Choose a shorter length or a cheaper option.",
  "video.cost.failed": "The cost couldn't be worked out right now.",

  // Recent videos, avatars and tracks under the forms.
  "video.recent.title": "Your recent videos",
  "video.job.mix": "Video with music",
  "video.job.music": "Music track",
  "video.job.avatar": "Avatar video · {maker}",
  "video.job.edited": "Edited video",
  "video.job.video": "Video · {maker}",
  "video.recent.player_track": "Music track",
  "video.recent.player_video": "Video",
  "video.recent.failed": "This didn't work.",
  "video.recent.progress": "Progress: {job}",
  "video.recent.source_track": "one of your recent tracks",
  "video.recent.source_video": "one of your recent videos",

  // The shape and the source picture.
  "video.shape.legend": "Shape",
  "video.shape.tall": "Tall",
  "video.shape.wide": "Wide",
  "video.shape.option": "{shape} ({ratio})",
  "video.source.legend": "Start from a picture",
  "video.source.where": "Where the picture comes from",
  "video.source.mode_gallery": "From my gallery",
  "video.source.mode_file": "From this computer",
  "video.source.mode_url": "Paste a link",
  "video.source.gone":
    "This picture is on this computer only: the service's copy was deleted, so a video can't start from it. Choose another one.",
  "video.source.press_store": "Press “Store and use” to start from this picture.",
  "video.source.drop_or_choose": "Drop a picture here or choose one.",
  "video.source.gallery_empty": "Your gallery has no pictures yet. {create} or paste a link.",
  "video.source.create_first": "Create an image first",
  "video.source.search": "Search your pictures",
  "video.source.noun_one": "picture",
  "video.source.noun_many": "pictures",
  "video.source.gallery_pictures": "Pictures in your gallery",
  "video.source.picture_n": "Picture {n}: {prompt}",
  "video.source.untitled": "untitled",
  "video.source.link_label": "Link to a picture",
  "video.source.link_placeholder": "https://…/picture.png",
  "video.source.link_help": "A link to a picture on the web. For a file on this computer, choose “From this computer”.",

  // A picture from this computer.
  "video.file.opening": "Opening your picture…",
  "video.file.zone": "Picture from this computer",
  "video.file.preview_alt": "Picture to start from: {file}",
  "video.file.why":
    "The video service can only start from a picture it has stored. To store this one, Media Studio saves it as a character named {name} (the service publishes no price for saving a character), and you'll find it under Characters.",
  // The character's name as studio-core gives it (video_source.rs): kept in every language.
  "video.file.source_name": "“Video source · {file}”",
  "video.file.storing": "Storing…",
  "video.file.store": "Store and use",
  "video.file.choose_another": "Choose another picture…",
  "video.file.cancel": "Cancel",
  "video.file.stored": "Stored as the character “{name}”. The video starts from this picture.",
  "video.file.use_another": "Use another picture…",
  "video.file.drop_here": "Drop a picture here",
  "video.file.formats":
    "Or choose one from this computer. JPEG, PNG, WebP or GIF; a HEIC, AVIF, TIFF or BMP photo is converted here.",
  "video.file.choose": "Choose a picture…",

  // Both forms.
  "video.maker.rate.one": "{count} credit per second",
  "video.maker.rate.other": "{count} credits per second",
  "video.premium": "Premium quality ({rate} credits per second)",
  "video.skip_enhancement": "Use my words exactly (skip automatic prompt improvement)",

  // The motion video form.
  "video.motion.prompt_missing": "Describe the motion you want, for example: she turns and smiles.",
  "video.motion.duration_range": "Enter a length in whole seconds: {min} to {max}.",
  "video.motion.duration_range_app":
    "Enter a length in whole seconds: {min} to {max} (what the app allows: the service publishes no range for it).",
  "video.motion.duration_whole": "Enter a length in whole seconds.",
  "video.motion.started": "Started. Your video appears below when it's ready; you can keep working meanwhile.",
  "video.motion.preset_keeps":
    "A preset keeps the video maker, length, shape, motion words and options; not the picture.",
  "video.motion.recall_verb": "make the video",
  "video.motion.maker": "Video maker",
  "video.motion.maker_help": "Each one moves differently. The price is per second of video.",
  "video.motion.length_not_published": "length not published",
  "video.motion.copies_motion": "copies motion",
  "video.motion.length": "Length in seconds",
  "video.motion.length_slider": "Length slider",
  "video.motion.length_choose_maker": "Choose a video maker to see the lengths it takes.",
  "video.motion.length_app_allows":
    "{maker}: the service publishes no length range for it; the app allows {min}–{max} seconds.",
  "video.motion.length_range": "{maker}: {min}–{max} seconds.",
  "video.motion.reference_label": "Video to copy the motion from",
  "video.motion.reference_help":
    "Kling Motion moves your picture the way the person in this video moves. Paste a link to the video.",
  "video.motion.reference_placeholder": "https://…/dance.mp4",
  "video.motion.prompt_label": "Describe the motion",
  "video.motion.prompt_help": "What moves, and how: the action, the camera, the mood.",
  "video.motion.prompt_placeholder":
    "For example: she turns to the camera and smiles, hair moving in the wind, slow push-in",
  "video.motion.verb": "Make video",

  // The talking avatar form.
  "video.avatar.voice_auto": "Automatic voice",
  "video.avatar.voice_picked": "A voice I picked",
  "video.avatar.voice_recording": "A recording of the words",
  "video.avatar.voice_s2s": "Change the voice of a recording",
  "video.avatar.prompt_missing": "Describe the scene, for example: talking to the camera in a bright kitchen.",
  "video.avatar.started": "Started. Your video appears below when it's ready.",
  "video.avatar.preset_keeps":
    "A preset keeps the avatar maker, voice, scene, shape and options; not the picture, the words they say or a recording.",
  "video.avatar.recall_verb": "make the avatar video",
  "video.avatar.maker": "Avatar maker",
  "video.avatar.voice": "Voice",
  "video.avatar.dialogue": "What they say",
  "video.avatar.dialogue_placeholder": "Hi! Today I'll show you three quick ways to…",
  "video.avatar.chars.one": "{count} character",
  "video.avatar.chars.other": "{count} characters",
  "video.avatar.meter_estimate": "about {seconds} s of video · {price}",
  "video.avatar.voice_id": "Voice id",
  "video.avatar.voice_id_help": "The id of the voice at the voice service.",
  "video.avatar.voice_service": "Voice service",
  "video.avatar.recording_link": "Link to the recording",
  "video.avatar.recording_help": "The avatar speaks this recording instead of a synthesised voice.",
  "video.avatar.recording_placeholder": "https://…/voice.mp3",
  "video.avatar.recording_length": "How long is the recording? (seconds)",
  "video.avatar.recording_length_help":
    "The service doesn't publish how it prices a recording. Its length shows what it would cost if it charged the recording's length.",
  "video.avatar.s2s_help": "Its words are kept; the voice is replaced.",
  "video.avatar.s2s_placeholder": "https://…/take.mp3",
  "video.avatar.s2s_length": "Its length in seconds",
  "video.avatar.s2s_length_help": "Used to work out the cost.",
  "video.avatar.prompt_label": "Describe the scene",
  "video.avatar.prompt_help": "Where they are and how they move while talking.",
  "video.avatar.prompt_placeholder": "Talking to the camera in a bright kitchen, friendly, small hand gestures",
  "video.avatar.verb": "Make avatar video",

  // What "Open these settings" or a next step could not fill in.
  "video.gap.picture_gone": "The picture it started from is no longer in your gallery. Choose a picture to start from.",
  "video.gap.maker_gone": "The maker it used ({slug}) is not offered any more; choose another.",
  "video.gap.recording_length":
    "How long the recording is wasn't kept with it. Enter its length again to see the cost.",
  "video.gap.step_gone":
    "This picture is on this computer only (the service's copy was deleted), so a video can't start from it. Choose another one.",
  "video.gap.step_unreachable": "The service can't reach this picture. Choose another one.",
} as const;
