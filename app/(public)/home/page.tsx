export { default } from "../(home)/page";
