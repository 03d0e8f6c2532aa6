/** What the server's renderer and the browser's entry agree on. */

/** Key of the styles cache: the browser adopts the server's `<style data-emotion="css …">` tags. */
export const EMOTION_KEY = 'css';

/** Id of the `<script type="application/json">` holding the router's state for hydration. */
export const HYDRATION_DATA_ID = 'router-data';
