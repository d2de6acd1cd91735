export { default, metadata } from "../conversation/page";
