export { Home } from "./Home";
