import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Stands in for the Storage emulator's rules runtime (a download firebase-tools cannot fetch
 * offline). It speaks the runtime's JSON-lines protocol on stdin/stdout and denies every client
 * request, which is what our deny-all storage.rules says; admin-SDK calls never reach it. It does
 * not evaluate rules, so it cannot test any other ruleset.
 */
public final class StorageRulesStandin {
  private static final Pattern ACTION = Pattern.compile("\"action\"\\s*:\\s*\"([a-z_]+)\"");
  // The request's own id is its last key; ids inside the context would come earlier.
  private static final Pattern ID = Pattern.compile(".*\"id\"\\s*:\\s*(-?\\d+)");

  public static void main(String[] args) throws Exception {
    System.out.println("{\"id\":-1,\"status\":\"ok\"}");
    System.out.flush();
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line; (line = in.readLine()) != null; ) {
      Matcher id = ID.matcher(line);
      if (!id.lookingAt()) continue;
      Matcher action = ACTION.matcher(line);
      String result =
          !action.find()
              ? "{}"
              : switch (action.group(1)) {
                case "load_ruleset" -> "{\"rulesVersion\":2}";
                case "verify" -> "{\"permit\":false}";
                default -> "{}";
              };
      System.out.println(
          "{\"id\":" + id.group(1) + ",\"status\":\"ok\",\"result\":" + result
              + ",\"errors\":[],\"warnings\":[]}");
      System.out.flush();
    }
  }
}
