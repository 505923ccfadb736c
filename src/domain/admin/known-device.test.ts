import { describe, expect, it } from "vitest";
import { fakeMac } from "../../../tests/support/fake-mac";
import { knownDeviceValue, readKnownDevice } from "./known-device";

const mac = fakeMac("test key");
const device = { deviceId: "AAAAAAAAAAAAAAAAAAAAAA", operatorId: "0a1b2c3d-0000-4000-8000-000000000001" };

describe("the known-device mark", () => {
  it("reads back the device and operator it was made for", () => {
    expect(readKnownDevice(knownDeviceValue(device, mac), mac)).toEqual(device);
  });

  it("refuses a mark for another operator, another key's mark, and anything malformed", () => {
    const value = knownDeviceValue(device, mac);
    const otherOperator = value.replace(device.operatorId, "0a1b2c3d-0000-4000-8000-000000000002");
    expect(readKnownDevice(otherOperator, mac)).toBeNull();
    expect(readKnownDevice(value, fakeMac("another key"))).toBeNull();
    for (const bad of [null, undefined, "", "x.y.z", `${value}x`, value.replaceAll(".", ":")])
      expect(readKnownDevice(bad, mac)).toBeNull();
  });
});
