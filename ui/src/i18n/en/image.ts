// Create image: the form in its modes (a prompt, a batch of prompts, the structured form, an edit), the shape,
// the face, the providers (one, or several to compare), the count and size, the cost bar and what a press says.
export const image = {
  "image.title": "Create image",
  "image.catalogue_error": "The list of providers couldn't be loaded.",
  "image.try_again": "Try again",
  "image.loading_providers": "Loading the providers…",
  "image.cost_error": "The cost couldn't be worked out right now.",

  // The draft and presets
  "image.draft.saved": "Draft saved",
  "image.draft.saving": "Saving draft…",
  "image.draft.loading": "Loading your draft…",
  "image.preset.keeps":
    "A preset keeps the description, provider, count, shape and character, and whether it is a batch or an edit (with its picture).",
  "image.preset.loaded": "Loaded the preset “{name}”",
  "image.undo": "Undo",

  // A recall into the form ("Filled in from {source}. Change anything, then {verb}."; in German the verb is an
  // imperative with "Sie", the source a noun phrase as it stands after a colon)
  "image.recall.earlier": "an earlier picture",
  "image.recall.source_with_provider": "{source} ({provider})",
  "image.recall.verb": "generate",

  // What a press started
  "image.started.single": "Started. You can follow it in the Jobs tray, and keep working meanwhile.",
  "image.started.waiting":
    "Waiting for a free slot ({position} in line): it starts when one of your running jobs finishes. Nothing is charged until then.",
  "image.started.batch": "Started {count} jobs, one per prompt. Follow them in the Jobs tray.",
  "image.started.batch_waiting.one":
    "Started {jobs} jobs, one per prompt; {count} wait for a free slot (nothing is charged until they start). Follow them in the Jobs tray.",
  "image.started.batch_waiting.other":
    "Started {jobs} jobs, one per prompt; {count} wait for a free slot (nothing is charged until they start). Follow them in the Jobs tray.",
  "image.started.compare": "Started on {count} providers. The pictures appear side by side above as they finish.",
  "image.started.compare_waiting.one":
    "Started on {running} of {total} providers; {count} waits for a free slot and starts when a running job finishes (nothing is charged until then).",
  "image.started.compare_waiting.other":
    "Started on {running} of {total} providers; {count} wait for a free slot and start when a running job finishes (nothing is charged until then).",

  // What to do first, while the form is empty
  "image.hint.edit_describe": "Describe the change you want to start.",
  "image.hint.edit_choose": "Choose the picture to edit, then describe the change.",
  "image.hint.prompt": "Describe the image you want to create to start.",
  "image.hint.form": "Fill in at least one thing about the picture to start.",

  // The field errors the form words itself (errors.ts)
  "image.error.describe_change": "Describe the change you want.",
  "image.error.describe_image": "Describe the image you want to create.",
  "image.error.choose_picture": "Choose the picture to edit.",
  "image.error.count": "Choose how many images to make: 1 to {max}.",
  "image.error.form_empty": "Fill in at least one thing about the picture: who is in it, the place, or a photo type.",

  // The ways to ask (ModeSwitch)
  "image.mode.label": "How to ask for the image",
  "image.mode.prompt.title": "Just a prompt",
  "image.mode.prompt.help": "Write it in your own words",
  "image.mode.form.title": "Describe with the form",
  "image.mode.form.help": "Person, shape, camera, place, accessories, photo type",
  "image.mode.edit.title": "Edit a picture",
  "image.mode.edit.help": "Change something in a picture you have",

  // The words (PromptField)
  "image.prompt.label": "Describe your image",
  "image.prompt.placeholder": "For example: a woman with curly red hair laughing in a sunny café, warm morning light",
  "image.prompt.help": "Write it the way you'd tell a photographer: who, what they're doing, where, and the light.",
  "image.prompt.batch_label": "Your prompts, one per line",
  "image.prompt.batch_placeholder":
    "A woman laughing in a sunny café\nThe same woman cycling along the river\nHer reading in a quiet library",
  "image.prompt.batch_help": "Each line is one job with the settings below; empty lines are skipped.",
  "image.prompt.edit_label": "What should change?",
  "image.prompt.edit_placeholder": "For example: make the jacket red, or put her on a beach at sunset",
  "image.prompt.edit_help": "Say what to change and what to keep; the picture above is sent with your words.",
  "image.batch.toggle": "Several prompts, one per line: one job each, up to {max}",
  "image.prompt.no_shape":
    "With just a prompt the service takes no shape: it works from your words alone. To choose a shape, use “Describe with the form”.",

  // The picture to edit (EditSource)
  "image.edit.legend": "The picture to edit",
  "image.edit.alt": "The picture to edit: {title}",
  "image.edit.untitled": "Untitled picture",
  "image.edit.help": "Your words below say what to change; the rest of the picture is kept as far as the maker can.",
  "image.edit.choose_another": "Choose another picture",
  "image.edit.missing": "The picture this edit started from is no longer in your library. Choose another one.",
  "image.edit.picker_label": "Pictures to edit",
  "image.edit.picker_empty": "No pictures in your library yet. Make one first, then edit it here.",
  "image.untitled": "untitled",

  // The structured form (StructuredForm, forms/imageFields.ts)
  "image.form.needs_look": "Needs a look",
  "image.form.not_set": "Not set",
  "image.group.subject.title": "Person",
  "image.group.subject.help": "Who is in the picture and how they look.",
  "image.group.photography.title": "Camera",
  "image.group.photography.help": "How the photo is taken. The shape is chosen below, under Shape.",
  "image.group.background.title": "Place and light",
  "image.group.background.help": "Where it happens and what the light is like.",
  "image.group.accessories.title": "Accessories",
  "image.group.accessories.help": "Anything worn besides clothes.",
  "image.group.composition.title": "Photo type",
  "image.group.composition.help": "The kind of photo: how the person is framed.",
  "image.sub.hair": "Hair",
  "image.sub.clothing": "Clothing",
  "image.sub.jewellery": "Jewellery",
  // Each field: its label, its hint and a few suggestions (separated by "|").
  "image.field.subject.description.label": "Who is in the picture",
  "image.field.subject.description.hint": "e.g. a young woman with freckles",
  "image.field.subject.description.suggestions":
    "a young woman with freckles|a man in his thirties with a beard|a smiling teenager",
  "image.field.subject.expression.label": "Expression",
  "image.field.subject.expression.hint": "e.g. laughing",
  "image.field.subject.expression.suggestions": "warm smile|laughing|serious|surprised|dreamy",
  "image.field.subject.pose.label": "Pose",
  "image.field.subject.pose.hint": "e.g. leaning on a railing",
  "image.field.subject.pose.suggestions":
    "standing, hands in pockets|sitting cross-legged|walking towards the camera|leaning on a wall",
  "image.field.subject.age.label": "Age",
  "image.field.subject.age.hint": "e.g. mid 20s",
  "image.field.subject.age.suggestions": "early 20s|mid 30s|50s",
  "image.field.subject.hair.color.label": "Hair colour",
  "image.field.subject.hair.color.hint": "e.g. copper red",
  "image.field.subject.hair.color.suggestions": "blonde|brown|black|copper red|grey",
  "image.field.subject.hair.style.label": "Hair style",
  "image.field.subject.hair.style.hint": "e.g. long and wavy",
  "image.field.subject.hair.style.suggestions": "long and wavy|short bob|ponytail|buzz cut|curly",
  "image.field.subject.clothing.top.type.label": "Top",
  "image.field.subject.clothing.top.type.hint": "e.g. denim jacket",
  "image.field.subject.clothing.top.type.suggestions": "t-shirt|denim jacket|hoodie|blouse|knit sweater",
  "image.field.subject.clothing.top.color.label": "Top colour",
  "image.field.subject.clothing.top.color.hint": "e.g. white",
  "image.field.subject.clothing.top.color.suggestions": "white|black|navy|olive green",
  "image.field.subject.clothing.bottom.type.label": "Bottom",
  "image.field.subject.clothing.bottom.type.hint": "e.g. jeans",
  "image.field.subject.clothing.bottom.type.suggestions": "jeans|skirt|tailored trousers|shorts",
  "image.field.subject.clothing.bottom.color.label": "Bottom colour",
  "image.field.subject.clothing.bottom.color.hint": "e.g. light blue",
  "image.field.subject.clothing.bottom.color.suggestions": "light blue|black|beige",
  "image.field.photography.shotType.label": "Shot",
  "image.field.photography.shotType.hint": "e.g. medium shot",
  "image.field.photography.shotType.suggestions": "close-up|medium shot|wide shot",
  "image.field.photography.angle.label": "Angle",
  "image.field.photography.angle.hint": "e.g. eye level",
  "image.field.photography.angle.suggestions": "eye level|slightly from above|from below",
  "image.field.photography.framing.label": "Framing",
  "image.field.photography.framing.hint": "e.g. centred",
  "image.field.photography.framing.suggestions": "centred|rule of thirds|off-centre",
  "image.field.photography.texture.label": "Look and texture",
  "image.field.photography.texture.hint": "e.g. film grain",
  "image.field.photography.texture.suggestions": "film grain|sharp and clean|soft focus|phone camera",
  "image.field.background.setting.label": "Place",
  "image.field.background.setting.hint": "e.g. a sunny café terrace",
  "image.field.background.setting.suggestions":
    "a sunny café terrace|a city street at night|a beach|a cosy living room",
  "image.field.background.lighting.label": "Light",
  "image.field.background.lighting.hint": "e.g. golden hour",
  "image.field.background.lighting.suggestions": "golden hour|soft window light|neon lights|overcast daylight",
  "image.field.background.atmosphere.label": "Mood",
  "image.field.background.atmosphere.hint": "e.g. relaxed",
  "image.field.background.atmosphere.suggestions": "relaxed|energetic|moody|romantic",
  "image.field.accessories.headwear.type.label": "Headwear",
  "image.field.accessories.headwear.type.hint": "e.g. beanie",
  "image.field.accessories.headwear.type.suggestions": "beanie|baseball cap|sun hat",
  "image.field.accessories.eyewear.label": "Glasses",
  "image.field.accessories.eyewear.hint": "e.g. round sunglasses",
  "image.field.accessories.eyewear.suggestions": "round sunglasses|reading glasses|aviators",
  "image.field.accessories.jewelry.earrings.label": "Earrings",
  "image.field.accessories.jewelry.earrings.hint": "e.g. small gold hoops",
  "image.field.accessories.jewelry.earrings.suggestions": "small gold hoops|pearl studs",
  "image.field.accessories.jewelry.necklace.label": "Necklace",
  "image.field.accessories.jewelry.necklace.hint": "e.g. thin silver chain",
  "image.field.accessories.jewelry.necklace.suggestions": "thin silver chain|pendant",

  // The photo type picker
  "image.photo_type.label": "Photo type",
  "image.photo_type.any": "Any type",

  // The shape
  "image.shape.legend": "Shape",

  // The face (ReferenceChooser)
  "image.face.legend": "Face",
  "image.face.kinds": "Whose face",
  "image.face.none": "No particular face",
  "image.face.character": "Use a saved character",
  "image.face.photo": "Drop a one-off photo",
  "image.face.characters_error": "Your characters couldn't be loaded.",
  "image.face.loading": "Loading your characters…",
  "image.face.no_characters": "No characters yet. {link} to keep one face across pictures.",
  "image.face.create_character": "Create a character",
  "image.face.saved_characters": "Saved characters",
  "image.face.unnamed": "Unnamed",
  "image.face.recall_photo":
    "This picture was made with the photo {file}. Drop it again (or choose it) to use the same face.",
  "image.face.none_help": "The provider invents a face. Choose a character to keep the same face across pictures.",

  // The providers (ProviderPicker)
  "image.provider.legend": "Provider",
  "image.provider.legend_compare": "Providers to compare",
  "image.provider.help": "Each provider has its own style.",
  "image.provider.help_compare": "Pick two or more: each makes the same picture, side by side.",
  "image.provider.price_note":
    "Prices are per generation, as the service lists them; Media Studio counts each picture as one generation, so the price shown is the most it can be.",
  "image.provider.compare": "Compare providers",
  "image.provider.hires_available": "{option} available",
  "image.provider.hires_undocumented": "{option}: not documented",
  "image.provider.standard": "Standard size",
  "image.provider.this_request": "This request: {credits}",
  "image.provider.selected": "(selected)",
  "image.job_limit":
    "Your plan's job limit is {limit}. Media Studio takes it to count picture jobs running at once: each provider is one job, and any over the limit wait their turn.",
  "image.job_limit_running.one":
    "Your plan's job limit is {limit} ({count} picture job running now). Media Studio takes it to count picture jobs running at once: each provider is one job, and any over the limit wait their turn.",
  "image.job_limit_running.other":
    "Your plan's job limit is {limit} ({count} picture jobs running now). Media Studio takes it to count picture jobs running at once: each provider is one job, and any over the limit wait their turn.",

  // How many, and the size (CountAndSize)
  "image.count.label": "Number of images",
  "image.count.fewer": "One fewer image",
  "image.count.more": "One more image",
  "image.count.help": "1 to {max} at a time.",
  "image.size.label": "Size",
  "image.size.make_it": "Make it {option}",
  "image.size.documented_note": "Sharper and larger. {note}",
  "image.fourk.label_many": "high resolution",
  "image.fourk.price": "{price} a generation instead of {cost}.",
  "image.fourk.price_each": "Each provider's high-resolution price applies.",
  "image.fourk.at_listed_price": "at its listed price",
  "image.fourk.tip_item": "{option} for {provider}",
  // The spec's price tables list the option for these providers, but its enable4K description does not name them.
  "image.fourk.undocumented.one":
    "The service's price tables list {list} ({price}), but their description of the high-resolution option does not name this provider: what it does there is not documented.",
  "image.fourk.undocumented.other":
    "The service's price tables list {list} ({price}), but their description of the high-resolution option does not name these providers: what it does there is not documented.",

  // The cost bar
  "image.cost.per_picture": "{count} pictures × {credits}: each picture counts as one generation.",
  "image.cost.per_picture_hires": "{count} pictures × {credits} ({option}): each picture counts as one generation.",
  "image.cost.per_prompt": "{count} prompts × {credits}: one job per prompt.",
  "image.short.single": "You have {credits}. Choose fewer images or a cheaper provider.",
  "image.short.single_renews":
    "You have {credits}. Choose fewer images or a cheaper provider; your credits renew {when}.",
  "image.short.single_was_due":
    "You have {credits}. Choose fewer images or a cheaper provider; your credits were due to renew on {when}.",
  "image.short.compare": "You have {credits}. Choose fewer images or fewer or cheaper providers.",
  "image.short.compare_renews":
    "You have {credits}. Choose fewer images or fewer or cheaper providers; your credits renew {when}.",
  "image.short.compare_was_due":
    "You have {credits}. Choose fewer images or fewer or cheaper providers; your credits were due to renew on {when}.",
  "image.button.short": "Not enough credits — this needs {needs}, you have {has}",
  "image.button.compare.one": "Compare on {count} provider — {credits}",
  "image.button.compare.other": "Compare on {count} providers — {credits}",
  "image.button.compare_loading.one": "Compare on {count} provider — working out the cost…",
  "image.button.compare_loading.other": "Compare on {count} providers — working out the cost…",
  "image.button.compare_invalid": "Compare providers",
  "image.button.batch_what": "{prompts} × {images}",
  "image.button.batch": "Generate {what} — {credits}",
  "image.button.batch_loading": "Generate {what} — working out the cost…",
  "image.button.batch_invalid": "Generate a batch",
  "image.prompts.one": "{count} prompt",
  "image.prompts.other": "{count} prompts",
  "image.images.one": "{count} image",
  "image.images.other": "{count} images",

  // A comparison's results (CompareResults)
  "image.compare.title": "Comparison",
  "image.compare.summary_running": "{count} providers · estimated {credits} · {running} still working",
  "image.compare.summary_done": "{count} providers · estimated {credits} · done",
  "image.compare.open_gallery": "Open the Gallery",
  "image.compare.close": "Close comparison",
  "image.compare.picture_alt": "{name}, picture {number}",
  "image.compare.failed": "Didn't work",
  "image.compare.failed_with": "Didn't work: {error}",
  "image.compare.progress": "Progress: {name}",
} as const;
