export { CreateImage } from "./CreateImage";
